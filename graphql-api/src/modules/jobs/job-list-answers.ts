import {
  type ApolloServerPlugin,
  type GraphQLRequestContext,
  type GraphQLResponse,
  HeaderMap,
} from '@apollo/server';
import {
  type FieldNode,
  getArgumentValues,
  getNamedType,
  getVariableValues,
  type GraphQLField,
  type GraphQLSchema,
  isLeafType,
  isObjectType,
  Kind,
  OperationTypeNode,
  type OperationDefinitionNode,
} from 'graphql';
import type { Context } from '../../graphql/context';
import { keepResultText } from '../../graphql/result-text';
import type { JobFilterInput } from './job.rules';
import type { JobConnection } from './job-list-reads';

/** What a `jobs` query reads: its arguments, as graphql-js hands them to the resolver (job.resolver.ts). */
type JobsArgs = { filter?: JobFilterInput | null; first?: unknown; after?: unknown };

/** One document, operation and variables: its `jobs` arguments (null: it does not qualify). */
type Known = { args: JobsArgs | null };

/** Documents, operations and variables remembered; past this many all are forgotten at once. */
const MAX_KNOWN = 200;
/** Longer keys (variables padded with unused values) are not remembered. */
const MAX_KEY_LENGTH = 2_000;

/**
 * GraphQL answers of the public job list, given again while the list cache serves the same page
 * (decision 035). A query qualifies when its only root field is `jobs` (besides `__typename`), with
 * no directive at the root, and every field under it is plain data: the answer is then a function of
 * the document, the variables and the page and total the cache holds, and of nothing about the
 * viewer. The page is named by the connection object JobsService.list returns (ConnectionMemo: one
 * object per cached page and total), so an answer is given again only while its cache entry lives:
 * not after the instance's own writes (JobListCache.changed), nor once the entry's 2 seconds are over
 * (decision 007). Answers are kept by their page, weakly: one lives no longer than its page, so
 * answers to pages the cache has let go are not held (docs/architecture.md#performance).
 *
 * Only requests over HTTP: the storefront's server render runs its queries in full. A request is
 * checked and limited as any other (parse, validation, cost); only execution is skipped. An answer is
 * kept only without errors, and only when the list gives the same page after execution as before it
 * (a replaced entry never comes back). Its text is written once too (result-text.ts).
 */
export function jobListAnswers(): ApolloServerPlugin<Context> {
  const known = new Map<string, Known>();
  const answers = new WeakMap<JobConnection, Map<string, Record<string, unknown>>>();
  const plainSchemas = new WeakMap<GraphQLSchema, boolean>();

  /** The page the list serves now for these arguments, read as the `jobs` resolver reads it; null when they are refused (execution says why). */
  async function pageOf(
    context: GraphQLRequestContext<Context>,
    args: JobsArgs,
  ): Promise<JobConnection | null> {
    try {
      return await context.contextValue.services.jobs.list(args.filter, args.first, args.after);
    } catch {
      return null;
    }
  }

  return {
    async requestDidStart() {
      let pending: { key: string; args: JobsArgs; page: JobConnection } | undefined;
      return {
        async responseForOperation(context) {
          if (
            context.operation?.operation !== OperationTypeNode.QUERY ||
            !context.request.http ||
            !context.queryHash
          )
            return null;
          const key = `${context.queryHash}|${context.request.operationName ?? ''}|${JSON.stringify(context.request.variables ?? {})}`;
          if (key.length > MAX_KEY_LENGTH) return null;
          let entry = known.get(key);
          if (!entry) {
            entry = { args: qualifyingArgs(context, plainSchemas) };
            if (known.size >= MAX_KNOWN) known.clear();
            known.set(key, entry);
          }
          if (!entry.args) return null;
          const page = await pageOf(context, entry.args);
          if (!page) return null;
          const data = answers.get(page)?.get(key);
          if (data) return answer(data);
          pending = { key, args: entry.args, page };
          return null;
        },
        async willSendResponse(context) {
          if (!pending) return;
          const { body } = context.response;
          if (body.kind !== 'single') return;
          const { data, errors, extensions } = body.singleResult;
          if (!data || errors !== undefined || extensions !== undefined) return;
          if ((await pageOf(context, pending.args)) !== pending.page) return;
          let ofPage = answers.get(pending.page);
          if (!ofPage)
            answers.set(pending.page, (ofPage = new Map<string, Record<string, unknown>>()));
          ofPage.set(pending.key, data);
          keepResultText(data);
        },
      };
    },
  };
}

/** A response as execution would have made it: the data, no errors, no HTTP status or header of its own. */
function answer(data: Record<string, unknown>): GraphQLResponse {
  return {
    http: { status: undefined, headers: new HeaderMap() },
    body: { kind: 'single', singleResult: { data } },
  };
}

/**
 * The arguments of the operation's `jobs` field when the operation qualifies (see jobListAnswers):
 * root fields `jobs` (once) and `__typename` only, no root directive, plain data under `jobs`, and
 * variables that graphql-js accepts. Null otherwise.
 */
function qualifyingArgs(
  context: GraphQLRequestContext<Context>,
  plainSchemas: WeakMap<GraphQLSchema, boolean>,
): JobsArgs | null {
  const { schema, operation } = context;
  if (!operation) return null;
  const jobsField = schema.getQueryType()?.getFields().jobs;
  if (!jobsField) return null;
  let plain = plainSchemas.get(schema);
  if (plain === undefined) plainSchemas.set(schema, (plain = isPlainData(jobsField)));
  if (!plain) return null;
  const node = onlyJobsField(operation);
  if (!node) return null;
  const variables = getVariableValues(
    schema,
    operation.variableDefinitions ?? [],
    context.request.variables ?? {},
  );
  if (variables.errors) return null;
  try {
    return getArgumentValues(jobsField, node, variables.coerced);
  } catch {
    return null;
  }
}

function onlyJobsField(operation: OperationDefinitionNode): FieldNode | null {
  let jobs: FieldNode | null = null;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || selection.directives?.length) return null;
    if (selection.name.value === '__typename') continue;
    if (selection.name.value !== 'jobs' || jobs) return null;
    jobs = selection;
  }
  return jobs;
}

/**
 * True when every field reachable under `field` is of an object type (no interface or union) with no
 * resolver of its own and no arguments, or a scalar or enum: the answer is read from the connection
 * object alone. A field resolver added under Job (anything about the viewer, say) makes this false,
 * and `jobs` answers are then never kept.
 */
export function isPlainData(field: GraphQLField<unknown, unknown>): boolean {
  const seen = new Set<string>();
  const plain = (type: GraphQLField<unknown, unknown>['type']): boolean => {
    const named = getNamedType(type);
    if (isLeafType(named)) return true;
    if (!isObjectType(named)) return false;
    if (seen.has(named.name)) return true;
    seen.add(named.name);
    return Object.values(named.getFields()).every(
      (f) => !f.resolve && f.args.length === 0 && plain(f.type),
    );
  };
  return plain(field.type);
}
