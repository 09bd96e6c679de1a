// What a course purchase gives, as the API states it (graphql-api/src/contract/course-access.ts).
export {
  ACCESS_DAYS,
  ACCESS_ENDING_DAYS,
  COURSE_ACCESS_PROMISE,
  inLastDaysOfAccess,
} from 'graphql-api/course-access';
