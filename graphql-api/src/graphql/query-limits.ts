import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import {
  fieldExtensionsEstimator,
  getComplexity,
  simpleEstimator,
  type ComplexityEstimator,
} from 'graphql-query-complexity';
import type { ErrorCode } from '../errors';
import type { Context } from './context';

/**
 * What one GraphQL request may ask for (decision 009). Each is checked as early as it can be:
 * body size before the body is read, tokens while parsing (before any recursion), depth, aliases
 * and operation type while validating, cost once the operation and its variables are known.
 */
export const QUERY_LIMITS = {
  /** Bytes of a /graphql request body; the largest job the rules allow is about 300 KB of JSON. */
  bodyBytes: 512 * 1024,
  /** Lexical tokens of the document; the standard introspection query has about 180. */
  tokens: 1_000,
  /** Levels of nested selections; the standard introspection query needs 14 (9 of them ofType), our data at most 4. */
  depth: 15,
  /** Aliases in the document; the apps use none. */
  aliases: 20,
  /** Estimated cost (see `queryCost`); a full page of 100 jobs with every field costs about 2,800. */
  cost: 5_000,
} as const;

/** Cost of a field that is a database round trip of its own (a connection's page and count). */
const DATABASE_QUERY_COST = 10;

const format = (n: number) => n.toLocaleString('en-US');

/** A request refused by one of the limits above: HTTP 400, BAD_USER_INPUT, field `query`. */
export class QueryLimitError extends GraphQLError {
  constructor(message: string) {
    super(message, {
      extensions: {
        code: 'BAD_USER_INPUT' satisfies ErrorCode,
        field: 'query',
        http: { status: 400 },
      },
    });
  }
}

/**
 * The message for a limit error, wherever Apollo wrapped it: validation errors arrive as
 * GRAPHQL_VALIDATION_FAILED around ours, and graphql-js's own token limit as a syntax error.
 */
export function queryLimitMessage(error: unknown): string | null {
  const inner = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (inner instanceof QueryLimitError) return inner.message;
  if (
    inner instanceof GraphQLError &&
    /^Syntax Error: Document contains more tha[nt] \d+ tokens/.test(inner.message)
  ) {
    return `The query is too long: it has more than ${format(QUERY_LIMITS.tokens)} tokens (names, numbers, punctuation); the limit is ${format(QUERY_LIMITS.tokens)}.`;
  }
  return null;
}

/**
 * The cost of a connection page (`jobs`, `suggestions`): one database query, plus `first` times
 * what one item asks for. `first` counts up to the `max` the service allows (it refuses more).
 */
export function pageCost(defaultFirst: number, max = 100): ComplexityEstimator {
  return ({ args, childComplexity }) => {
    const first =
      typeof args.first === 'number' ? Math.min(Math.max(args.first, 0), max) : defaultFirst;
    return DATABASE_QUERY_COST + first * childComplexity;
  };
}

/**
 * The estimated cost of an operation: 1 per field asked for (each alias counted), times the page
 * size inside a connection (`pageCost`, set on the field with type-graphql's `complexity`).
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
): number {
  return getComplexity({
    schema,
    query: document,
    variables,
    operationName,
    estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
  });
}

/**
 * Costs already worked out, per parsed document (Apollo keeps one DocumentNode per query text in its
 * document cache) and per operation and variables: the apps send a few documents over and over, and
 * estimating showed in the API's CPU profile under the load mix (decision 013).
 */
class CostMemo {
  private static readonly PER_DOCUMENT = 256;
  private readonly byDocument = new WeakMap<DocumentNode, Map<string, number>>();

  get(
    document: DocumentNode,
    variables: Record<string, unknown>,
    operationName: string | undefined,
    estimate: () => number,
  ): number {
    let known = this.byDocument.get(document);
    if (!known) this.byDocument.set(document, (known = new Map<string, number>()));
    const key = `${operationName ?? ''}|${JSON.stringify(variables)}`;
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const cost = estimate();
    if (known.size >= CostMemo.PER_DOCUMENT) known.clear();
    known.set(key, cost);
    return cost;
  }
}

/**
 * Refuses an operation costing more than QUERY_LIMITS.cost, before any resolver runs (type-graphql's
 * documented wiring). The cost is kept on the context for `extensions.cost`, and an operation within
 * the limit is `charge`d (an API token's minute, decision 105), which may refuse it too.
 */
export function costLimit(
  schema: GraphQLSchema,
  charge?: (cost: number, context: Context) => Promise<void>,
): ApolloServerPlugin<Context> {
  const costs = new CostMemo();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, contextValue }) {
          let cost: number;
          try {
            cost = costs.get(
              document,
              request.variables ?? {},
              request.operationName ?? undefined,
              () =>
                queryCost(
                  schema,
                  document,
                  request.variables ?? {},
                  request.operationName ?? undefined,
                ),
            );
          } catch (error) {
            if (!(error instanceof GraphQLError)) throw error;
            // Variables that don't fit their types: execution refuses them (400) before any resolver runs.
            if (error.message.startsWith('Variable ')) return;
            // graphql-query-complexity stops counting at 10,000 fields (fragments spread again and again).
            throw new QueryLimitError(
              `The query is too large to estimate: more than 10,000 fields once fragments are spread; the limit is ${format(QUERY_LIMITS.cost)}.`,
            );
          }
          contextValue.cost = cost;
          if (cost > QUERY_LIMITS.cost) {
            throw new QueryLimitError(
              `The query costs ${format(cost)}; the limit is ${format(QUERY_LIMITS.cost)}. Ask for fewer items (first), fields or aliases, or split it into several requests.`,
            );
          }
          await charge?.(cost, contextValue);
        },
      };
    },
  };
}

/** Refuses operations nested deeper than `max` fields with selections (fragments followed). */
function depthLimit(max: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = Object.fromEntries(
      context
        .getDocument()
        .definitions.flatMap((d) =>
          d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [],
        ),
    );
    const depthOf = (node: ASTNode, depth: number, seen: Set<string>): number => {
      if (node.kind === Kind.FIELD) {
        if (!node.selectionSet) return depth;
        depth += 1;
      }
      if (node.kind === Kind.FRAGMENT_SPREAD) {
        const name = node.name.value;
        if (seen.has(name) || !fragments[name]) return depth;
        return depthOf(fragments[name], depth, new Set([...seen, name]));
      }
      const selections =
        'selectionSet' in node && node.selectionSet ? node.selectionSet.selections : [];
      return Math.max(depth, ...selections.map((s) => depthOf(s, depth, seen)));
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node, 0, new Set());
        if (depth > max)
          context.reportError(
            new QueryLimitError(
              `The query is nested too deeply: ${format(depth)} levels; the limit is ${format(max)}.`,
            ),
          );
      },
    };
  };
}

/** Refuses documents with more than `max` aliases (each aliased field is another copy of its work). */
function aliasLimit(max: number): ValidationRule {
  return (context: ValidationContext) => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias) aliases += 1;
      },
      Document: {
        leave() {
          if (aliases > max)
            context.reportError(
              new QueryLimitError(
                `The query has ${format(aliases)} aliases; the limit is ${format(max)}.`,
              ),
            );
        },
      },
    };
  };
}

/** graphql-js 16 lets `subscription { … }` through validation when the schema has none, and then fails with a 500. */
function knownOperationTypes(context: ValidationContext) {
  return {
    OperationDefinition(node: OperationDefinitionNode) {
      if (!context.getSchema().getRootType(node.operation)) {
        context.reportError(
          new QueryLimitError(`This API has no ${node.operation}s: send a query or a mutation.`),
        );
      }
    },
  };
}

/** Validation rules added to graphql-js's own, in this order. */
export const queryValidationRules: ValidationRule[] = [
  knownOperationTypes,
  depthLimit(QUERY_LIMITS.depth),
  aliasLimit(QUERY_LIMITS.aliases),
];

/** Apollo's parse options: graphql-js stops reading a document past this many tokens. */
export const parseOptions = { maxTokens: QUERY_LIMITS.tokens };
