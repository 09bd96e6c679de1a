import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { errorCode } from '@devjobs/web/graphql-errors';
import { useEffect } from 'react';
import {
  CourseDetailsDocument,
  CourseModuleDocument,
  SetModuleCompletedDocument,
  type CourseDetailsQuery,
} from '../../graphql/generated/operations';

/** A course the viewer can see, with their access: what both course pages render. */
export type CourseDetails = NonNullable<CourseDetailsQuery['course']>;
export type CourseAccess = CourseDetailsQuery['courseAccess'];
/** One module in the course's outline: no content (useCourseModule loads it). */
export type OutlineModule = CourseDetails['modules'][number];

/**
 * The course page's and the reader's outline (so the reader opens from the cache). `notFound`:
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
 * One module's text and video, asked only when it is shown: the server counts a buyer's first read
 * as opening the module (decision 069). Once the content is here, the buyer's refund meter of the
 * course is forgotten: a shown meter asks again (RefundMeter), so it counts this module.
 */
export function useCourseModule(courseId: string, moduleId: string) {
  const client = useApolloClient();
  const result = useQuery(CourseModuleDocument, { variables: { id: moduleId } });
  const loaded = Boolean(result.data?.courseModule);
  useEffect(() => {
    if (loaded)
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'myCourseRefund', args: { courseId } });
  }, [client, courseId, moduleId, loaded]);
  return result;
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
