import { type ApolloCache, ApolloClient, type ApolloLink, InMemoryCache } from '@apollo/client';
import { SessionDocument, type SessionUserFragment } from '@devjobs/web/operations';
import { cursorPagination } from '@devjobs/web/pagination';
import { graphqlLink } from '@devjobs/web/persisted-link';
import { PERSISTED_IDS } from './generated/persisted-ids';

/**
 * The storefront's Apollo client. In the browser it talks to /graphql by persisted ids (decision
 * 106); the server's render
 * (entry-server.tsx) passes a link that runs operations inside the API process, in `ssrMode`.
 */
export function createApolloClient({
  link,
  ssrMode = false,
}: { link?: ApolloLink; ssrMode?: boolean } = {}) {
  return new ApolloClient({
    link: link ?? graphqlLink(PERSISTED_IDS),
    ssrMode,
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            // Cursor pagination: 'Load more' appends; a list per filter.
            jobs: cursorPagination(['filter']),
            courses: cursorPagination(),
            mySavedJobs: cursorPagination(),
          },
        },
        // A viewer's access has no id of its own: one per course, so marking a module done can
        // write the new progress into it (routes/course/course-details.ts).
        CourseAccess: { keyFields: ['courseId'] },
        // Progress is a value: a new answer replaces the old one whole.
        CourseProgress: { merge: true },
        // A buyer's refund meter is their purchase's: requestRefund's answer replaces the shown one.
        CourseRefund: { keyFields: ['orderId'] },
      },
    }),
  });
}

/**
 * Answers that depend on who is asking: a course's progress, a module's gated content and the
 * viewer's access, their purchases (courses and PDFs) and refund meters. Forgotten when the user
 * changes, so a shown page asks again (never another account's access, nor content read before a
 * logout).
 */
const VIEWER_FIELDS = [
  'course',
  'courseModule',
  'courseAccess',
  'myCourseRefund',
  'myEnrollments',
  'myPdfPurchases',
] as const;

/**
 * A change of user (login, logout, a session found ended) in the cache: `me` is the new user and the
 * viewer's answers are gone. The session store runs it on every change (lib/session.tsx `setUser`).
 */
export function changeViewer(cache: ApolloCache, user: SessionUserFragment | null) {
  cache.writeQuery({ query: SessionDocument, data: { me: user } });
  for (const fieldName of VIEWER_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
