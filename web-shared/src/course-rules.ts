/** The course limits, price range and YouTube links the API accepts: its one table (decision 028), for the console's course form. */
export {
  COURSE_LIMITS,
  pricePaise,
  youtubeVideoId,
  type PriceProblem,
} from 'graphql-api/course-rules';
