import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  Kind,
  OperationTypeNode,
  parse,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

/**
 * docs/api-contract.md lists every GraphQL operation in two tables, "## Queries" and
 * "## Mutations", one `name` in backticks in each row's first column. This keeps that list true
 * to schema.graphql and to what the apps' *.graphql documents call.
 */

const ROOT = path.resolve(__dirname, '..', '..', '..');
const APP_SOURCES = ['storefront/src', 'admin-console/src', 'web-shared/src'];
type Root = 'Query' | 'Mutation';

/** The names in the first column of the table under `## <heading>` (up to the next `## `). */
export function contractOperations(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) return [];
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    const cell = /^\|\s*`([A-Za-z_][A-Za-z0-9_]*)`\s*\|/.exec(line);
    if (cell) names.push(cell[1]);
  }
  return names;
}

function schemaOperations(schema: GraphQLSchema, root: Root): string[] {
  const type = root === 'Query' ? schema.getQueryType() : schema.getMutationType();
  return Object.keys(type?.getFields() ?? {});
}

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'generated' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

/** Root fields each app document selects, through inline fragments and fragments on the root type. */
function documentOperations(): Record<Root, Map<string, string>> {
  const used: Record<Root, Map<string, string>> = { Query: new Map(), Mutation: new Map() };
  for (const file of APP_SOURCES.flatMap((dir) => graphqlFiles(path.join(ROOT, dir)))) {
    const doc = parse(readFileSync(file, 'utf8'));
    const fragments = new Map(
      doc.definitions.flatMap((d) =>
        d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [],
      ),
    );
    const collect = (root: Root, set: SelectionSetNode) => {
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (!selection.name.value.startsWith('__'))
            used[root].set(selection.name.value, path.relative(ROOT, file));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) collect(root, selection.selectionSet);
        else {
          const fragment = fragments.get(selection.name.value);
          if (fragment) collect(root, fragment);
        }
      }
    };
    for (const definition of doc.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      if (definition.operation === OperationTypeNode.QUERY)
        collect('Query', definition.selectionSet);
      if (definition.operation === OperationTypeNode.MUTATION)
        collect('Mutation', definition.selectionSet);
    }
  }
  return used;
}

const contract = readFileSync(path.join(ROOT, 'docs', 'api-contract.md'), 'utf8');
const schema = buildSchema(readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8'));
const used = documentOperations();

describe.each([
  ['Query', 'Queries'],
  ['Mutation', 'Mutations'],
] as const)('docs/api-contract.md, %s fields', (root, heading) => {
  const listed = contractOperations(contract, heading);

  it(`lists some operations under "## ${heading}", each once`, () => {
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((name, i) => listed.indexOf(name) !== i)).toEqual([]);
  });

  it('lists only operations schema.graphql has', () => {
    const inSchema = new Set(schemaOperations(schema, root));
    expect(listed.filter((name) => !inSchema.has(name))).toEqual([]);
  });

  it('lists every operation schema.graphql has', () => {
    const inContract = new Set(listed);
    expect(schemaOperations(schema, root).filter((name) => !inContract.has(name))).toEqual([]);
  });

  it("lists every operation the apps' documents use", () => {
    expect(used[root].size).toBeGreaterThan(0);
    const inContract = new Set(listed);
    const missing = [...used[root]]
      .filter(([name]) => !inContract.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });
});

describe('contractOperations', () => {
  it('reads the backticked first column of the table under its heading only', () => {
    const markdown = [
      '## Queries',
      '| Operation | Who |',
      '|---|---|',
      '| `jobs` | anyone |',
      'text `course` here',
      '## Mutations',
      '| `login` | anyone |',
    ].join('\n');
    expect(contractOperations(markdown, 'Queries')).toEqual(['jobs']);
    expect(contractOperations(markdown, 'Mutations')).toEqual(['login']);
    expect(contractOperations(markdown, 'Subscriptions')).toEqual([]);
  });
});
