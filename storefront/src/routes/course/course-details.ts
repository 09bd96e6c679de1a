import { useMutation, useQuery } from '@apollo/client/react';
import { errorCode } from '@devjobs/web/graphql-errors';
import {
  CourseDetailsDocument,
  SetModuleCompletedDocument,
  type CourseDetailsQuery,
} from '../../graphql/generated/operations';

/** A course the viewer can see, with their access: what both course pages render. */
export type CourseDetails = NonNullable<CourseDetailsQuery['course']>;
export type CourseAccess = CourseDetailsQuery['courseAccess'];

/**
 * The course page's and the reader's one query (so the reader opens from the cache). `notFound`:
 * no id, an unknown id (courseAccess answers NOT_FOUND), or an archived course the viewer cannot
 * read (course is null): never an endless loading state.
 */
export function useCourseDetails(courseId: string) {
  const result = useQuery(CourseDetailsDocument, { variables: { id: courseId }, skip: !courseId });
  const notFound =
    !courseId ||
    errorCode(result.error) === 'NOT_FOUND' ||
    (result.data !== undefined && !result.data.course);
  return { ...result, notFound };
}

/**
 * Marks a module done or not done. The module's `completed` updates through the cache (it has
 * an id); the course's progress is written into its CourseAccess (keyed by courseId, see
 * graphql/client.ts), and "Your Courses" is asked again next time it shows.
 */
export function useSetModuleCompleted(courseId: string) {
  return useMutation(SetModuleCompletedDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.modify({
        id: cache.identify({ __typename: 'CourseAccess', courseId }),
        fields: { progress: () => data.setModuleCompleted.progress },
      });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'myEnrollments' });
    },
  });
}
