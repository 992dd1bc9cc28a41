/**
 * Reading upstream JSON defensively: a body that does not have the contract's shape is an upstream
 * fault (UPSTREAM_UNAVAILABLE), never a TypeError deep inside a resolver.
 */
import { UpstreamError } from '../errors.ts';

export class ShapeReader {
  private constructor(
    private readonly area: string,
    private readonly what: string,
    private readonly data: Readonly<Record<string, unknown>>,
  ) {}

  /** `what` names the payload in errors and logs, e.g. 'GET /me'. */
  static object(area: string, what: string, value: unknown): ShapeReader {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw malformed(area, `${what}: expected an object`);
    }
    return new ShapeReader(area, what, value as Record<string, unknown>);
  }

  static array(area: string, what: string, value: unknown): ShapeReader[] {
    if (!Array.isArray(value)) throw malformed(area, `${what}: expected an array`);
    return value.map((item, index) => ShapeReader.object(area, `${what}[${index}]`, item));
  }

  string(key: string): string {
    const value = this.data[key];
    if (typeof value !== 'string') throw this.fail(key, 'a string');
    return value;
  }

  optionalString(key: string): string | null {
    const value = this.data[key];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') throw this.fail(key, 'a string or null');
    return value;
  }

  integer(key: string): number {
    const value = this.data[key];
    if (typeof value !== 'number' || !Number.isInteger(value)) throw this.fail(key, 'an integer');
    return value;
  }

  /** Ids travel as text in GraphQL; upstream may use numeric ones. */
  id(key: string): string {
    const value = this.data[key];
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    throw this.fail(key, 'an id');
  }

  /** An ISO-8601 instant, normalised to UTC with milliseconds. */
  instant(key: string): string {
    const raw = this.data[key];
    const time = typeof raw === 'string' ? Date.parse(raw) : Number.NaN;
    if (Number.isNaN(time)) throw this.fail(key, 'an ISO-8601 date');
    return new Date(time).toISOString();
  }

  optionalInteger(key: string): number | null {
    const value = this.data[key];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'number' || !Number.isInteger(value)) throw this.fail(key, 'an integer or null');
    return value;
  }

  boolean(key: string): boolean {
    const value = this.data[key];
    if (typeof value !== 'boolean') throw this.fail(key, 'a boolean');
    return value;
  }

  optionalBoolean(key: string): boolean | null {
    const value = this.data[key];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'boolean') throw this.fail(key, 'a boolean or null');
    return value;
  }

  /** An array of ids (strings). */
  ids(key: string): string[] {
    const value = this.data[key];
    if (!Array.isArray(value) || !value.every((id): id is string => typeof id === 'string' && id !== '')) {
      throw this.fail(key, 'an array of ids');
    }
    return value;
  }

  optionalId(key: string): string | null {
    const value = this.data[key];
    return value === undefined || value === null ? null : this.id(key);
  }

  /** One of the contract's enum spellings; anything else would fail later, during serialisation. */
  oneOf<T extends string>(key: string, values: readonly T[]): T {
    const value = this.data[key];
    const found = values.find((candidate) => candidate === value);
    if (found === undefined) throw this.fail(key, `one of ${values.join(', ')}`);
    return found;
  }

  object(key: string): ShapeReader {
    return ShapeReader.object(this.area, `${this.what}.${key}`, this.data[key]);
  }

  array(key: string): ShapeReader[] {
    return ShapeReader.array(this.area, `${this.what}.${key}`, this.data[key]);
  }

  optionalArray(key: string): ShapeReader[] | null {
    const value = this.data[key];
    return value === undefined || value === null ? null : this.array(key);
  }

  optionalObject(key: string): ShapeReader | null {
    const value = this.data[key];
    if (value === undefined || value === null) return null;
    return ShapeReader.object(this.area, `${this.what}.${key}`, value);
  }

  /** Any JSON value (free-form payloads such as an audit row's before and after); null when absent. */
  json(key: string): unknown {
    return this.data[key] ?? null;
  }

  private fail(key: string, expected: string): UpstreamError {
    return malformed(this.area, `${this.what}.${key}: expected ${expected}`);
  }
}

const malformed = (area: string, reason: string) => new UpstreamError(area, { kind: 'malformed', reason });
