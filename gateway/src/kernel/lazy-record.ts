/**
 * A record assembled from parts that are built on first use, once per record. The request context
 * uses it for the domains' upstream clients and loaders: an operation reads one or two domains, and
 * building all fourteen domains' clients and DataLoaders for every request was the largest share of
 * the gateway's own CPU per request (docs/performance.md, "The gateway's own cost").
 *
 * Each part's keys are getters on one prototype shared by every record of the factory, so making a
 * record costs one object; a part is built the first time any of its keys is read.
 */
export interface LazyPart<Input> {
  /** The keys the part's object has (learnt once, by the factory's caller). */
  keys: readonly string[];
  build(input: Input): object;
}

const INPUT = Symbol('input');
const BUILT = Symbol('built');

interface Holder<Input> {
  [INPUT]: Input;
  [BUILT]: Array<Record<string, unknown> | undefined>;
}

export function lazyRecordFactory<Input, T extends object>(
  parts: readonly LazyPart<Input>[],
): (input: Input) => T {
  const prototype = {};
  const owner = new Map<string, number>();
  parts.forEach((part, index) => {
    for (const key of part.keys) {
      // Two parts with one key would make the answer depend on which was read first.
      if (owner.has(key)) throw new Error(`"${key}" is built by two parts (${owner.get(key)} and ${index})`);
      owner.set(key, index);
      Object.defineProperty(prototype, key, {
        enumerable: true,
        get(this: Holder<Input>) {
          const built = this[BUILT];
          let object = built[index];
          if (!object) {
            object = part.build(this[INPUT]) as Record<string, unknown>;
            built[index] = object;
          }
          return object[key];
        },
      });
    }
  });
  return (input) => {
    const record = Object.create(prototype) as Holder<Input>;
    record[INPUT] = input;
    record[BUILT] = [];
    return record as unknown as T;
  };
}
