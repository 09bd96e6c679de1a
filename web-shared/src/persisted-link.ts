import { ApolloLink, HttpLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { Kind, type DocumentNode } from 'graphql';

/** The name of a document's operation (the apps' documents hold one each). */
function operationName(document: DocumentNode): string | undefined {
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION) return definition.name?.value;
  return undefined;
}

/**
 * The apps' link to `/graphql` (decision 106): an operation of the generated manifest goes as its
 * SHA-256 id without its text, a query over GET (so a CDN may keep a public read's answer), a mutation
 * over POST. `ids` is the app's generated `PERSISTED_IDS`. An API that does not know the id (deployed
 * apart from the app) answers PERSISTED_QUERY_NOT_FOUND and Apollo sends the text once more, by POST.
 */
export function graphqlLink(ids: Record<string, string>): ApolloLink {
  const http = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  const persisted = new PersistedQueryLink({
    generateHash: (document) => ids[operationName(document) ?? ''],
    useGETForHashedQueries: true,
  });
  return ApolloLink.split(
    (operation) => Object.hasOwn(ids, operation.operationName ?? ''),
    persisted.concat(http),
    http,
  );
}
