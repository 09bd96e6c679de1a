import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { cursorPagination } from '@devjobs/web/pagination';

export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            // Cursor pagination: 'Load more' appends; a list per filter.
            jobs: cursorPagination(['filter']),
            courses: cursorPagination(),
          },
        },
        // A viewer's access has no id of its own: one per course, so marking a module done can
        // write the new progress into it (routes/course/course-details.ts).
        CourseAccess: { keyFields: ['courseId'] },
        // Progress is a value: a new answer replaces the old one whole.
        CourseProgress: { merge: true },
      },
    }),
  });
}
