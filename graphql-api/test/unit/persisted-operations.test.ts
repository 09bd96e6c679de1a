import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { type DocumentNode, Kind, OperationTypeNode, print } from 'graphql';
import { Observable } from 'rxjs';
import path from 'node:path';
import manifest from '../../src/graphql/generated/persisted-operations.json';
import { PUBLIC_OPERATIONS } from '../../src/graphql/persisted-operations';

/**
 * The persisted operations (decision 106) are what each app's Apollo Client would send as text: its
 * cache adds `__typename`, its link prints the document. Were they not, an app whose id the API did
 * not know would send a text whose hash is not the id, and Apollo Server would refuse it.
 */

/** The text Apollo Client's link would send for `document`, caught before it leaves. */
async function sentText(document: DocumentNode): Promise<string> {
  let sent = '';
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink((operation) => {
      sent = print(operation.query);
      return new Observable((observer) => {
        observer.next({ data: null });
        observer.complete();
      });
    }),
  });
  const definition = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const request =
    definition?.kind === Kind.OPERATION_DEFINITION &&
    definition.operation === OperationTypeNode.MUTATION
      ? client.mutate({ mutation: document })
      : client.query({ query: document, fetchPolicy: 'no-cache' });
  await request.catch(() => undefined);
  return sent;
}

/** A generated module of a package (outside this package's TypeScript project: loaded, not imported). */
const generated = (pkg: string, name: string) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.resolve(__dirname, '../../..', pkg, 'src/graphql/generated', name)) as Record<
    string,
    unknown
  >;

const documentsOf = (pkg: string) =>
  Object.entries(generated(pkg, 'operations'))
    .filter(([name]) => name.endsWith('Document'))
    .map(([, document]) => document as DocumentNode);

test.each(['storefront', 'admin-console'])(
  '%s: every operation it sends has its id, and the manifest holds its text as sent',
  async (app) => {
    const ids = generated(app, 'persisted-ids').PERSISTED_IDS as Record<string, string>;
    const all = [...documentsOf(app), ...documentsOf('web-shared')];
    expect(all.length).toBeGreaterThan(10);
    const bodies = new Map(manifest.operations.map((o) => [o.id, o.body]));
    for (const document of all) {
      const text = await sentText(document);
      const name = /^(?:query|mutation) (\w+)/.exec(text)?.[1] ?? '(no name)';
      expect({ name, body: bodies.get(ids[name]) }).toEqual({ name, body: text });
    }
  },
);

test('every public operation is a query of the manifest', () => {
  for (const name of PUBLIC_OPERATIONS)
    expect(manifest.operations.filter((o) => o.name === name).map((o) => o.type)).toEqual([
      'query',
    ]);
});
