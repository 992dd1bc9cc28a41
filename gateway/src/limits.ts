/**
 * Query limits as GraphQL validation rules (OWASP GraphQL cheat sheet, issue "Hardening"):
 * depth, aliases and directives from graphql-armor, and a schema-aware cost rule. The token limit
 * is not a rule: graphql-js enforces it while parsing (`parseOptions.maxTokens`, server.ts).
 *
 * Why our own cost rule: graphql-armor's cost-limit does not look at the schema, so it cannot tell
 * a list from an object and only multiplies by `first`/`last`, while our lists page with
 * `pageSize`. Here a list field costs its selection times its expected length.
 */
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { TABLE_PAGE_SIZES } from '@portal/schema';
import {
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  GraphQLError,
  type GraphQLField,
  type GraphQLSchema,
  type GraphQLType,
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { QueryLimits } from './config.ts';

/** Arguments that bound a list's length. */
const PAGE_SIZE_ARGS: ReadonlySet<string> = new Set(['pageSize', 'page_size', 'first', 'last', 'limit']);
/** Expected length of a list without a page-size argument (docs/product.md §14.1 default page size). */
export const UNBOUNDED_LIST_SIZE = 10;
/** Length assumed for a page size given by a variable: validation runs before variables are known. */
export const VARIABLE_PAGE_SIZE = Math.max(...TABLE_PAGE_SIZES);

const isList = (type: GraphQLType): boolean => isListType(isNonNullType(type) ? type.ofType : type);

class CostCalculator {
  private readonly expanding = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly operation: OperationDefinitionNode,
  ) {}

  selectionSet(selectionSet: SelectionSetNode, parent: GraphQLCompositeType): number {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) cost += this.field(selection, parent);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const typeName = selection.typeCondition?.name.value;
        const type = typeName ? this.schema.getType(typeName) : parent;
        if (isCompositeType(type)) cost += this.selectionSet(selection.selectionSet, type);
      } else {
        const name = selection.name.value;
        const fragment = this.fragments.get(name);
        // A cycle is reported by graphql-js's NoFragmentCyclesRule; here it just stops the walk.
        if (!fragment || this.expanding.has(name)) continue;
        const type = this.schema.getType(fragment.typeCondition.name.value);
        if (!isCompositeType(type)) continue;
        this.expanding.add(name);
        cost += this.selectionSet(fragment.selectionSet, type);
        this.expanding.delete(name);
      }
    }
    return cost;
  }

  private field(node: FieldNode, parent: GraphQLCompositeType): number {
    // Introspection is governed by INTROSPECTION, not by cost.
    if (node.name.value.startsWith('__')) return 0;
    const definition =
      isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[node.name.value] : undefined;
    if (!definition) return 0; // unknown fields are reported by FieldsOnCorrectTypeRule
    const type = getNamedType(definition.type);
    const own =
      1 + (node.selectionSet && isCompositeType(type) ? this.selectionSet(node.selectionSet, type) : 0);
    return isList(definition.type) ? own * this.listSize(node, definition) : own;
  }

  private listSize(node: FieldNode, definition: GraphQLField<unknown, unknown>): number {
    const argument = node.arguments?.find((arg) => PAGE_SIZE_ARGS.has(arg.name.value));
    if (argument?.value.kind === Kind.INT) return Math.max(1, Number.parseInt(argument.value.value, 10));
    if (argument?.value.kind === Kind.VARIABLE) {
      const name = argument.value.name.value;
      const fallback = this.operation.variableDefinitions?.find(
        (v) => v.variable.name.value === name,
      )?.defaultValue;
      return fallback?.kind === Kind.INT
        ? Math.max(1, Number.parseInt(fallback.value, 10))
        : VARIABLE_PAGE_SIZE;
    }
    const declared = definition.args.find((arg) => PAGE_SIZE_ARGS.has(arg.name))?.defaultValue;
    return typeof declared === 'number' ? Math.max(1, declared) : UNBOUNDED_LIST_SIZE;
  }
}

// One computation per operation: the cost rule (validation) fills it, the cost budget
// (security/cost-budget.ts) reads it. Apollo reuses the validated DocumentNode of a cached
// document, so its operations stay the keys even when validation is skipped.
const costs = new WeakMap<OperationDefinitionNode, number>();

/**
 * The operation's estimated cost: every field costs 1 plus its selection; a list field multiplies
 * that by its expected length. Computed once per operation node.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): number {
  const known = costs.get(operation);
  if (known !== undefined) return known;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  const cost = root
    ? new CostCalculator(schema, fragments, operation).selectionSet(operation.selectionSet, root)
    : 0;
  costs.set(operation, cost);
  return cost;
}

export const costLimitRule =
  (maxCost: number): ValidationRule =>
  (context): ASTVisitor => ({
    OperationDefinition(operation) {
      const cost = operationCost(context.getSchema(), context.getDocument(), operation);
      if (cost > maxCost) {
        context.reportError(
          new GraphQLError(`Query cost limit of ${maxCost} exceeded, found ${cost}.`, { nodes: [operation] }),
        );
      }
    },
  });

/**
 * graphql-armor throws "Syntax Error: ..." by default, which aborts validation; reporting instead
 * makes it a normal validation error (GRAPHQL_VALIDATION_FAILED) without the misleading prefix.
 */
const report = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
  ],
};

export function limitRules(limits: QueryLimits): ValidationRule[] {
  return [
    maxDepthRule({ n: limits.maxDepth, ...report }),
    maxAliasesRule({ n: limits.maxAliases, ...report }),
    maxDirectivesRule({ n: limits.maxDirectives, ...report }),
    costLimitRule(limits.maxCost),
  ];
}
