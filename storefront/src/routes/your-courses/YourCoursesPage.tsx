import { ComingSoon } from '../../components/ComingSoon';

/** /your-courses: the purchased-courses list arrives with the courses issue. */
export function YourCoursesPage() {
  return (
    <ComingSoon
      title="Your Courses"
      description="The courses you buy will be listed here, with a link to each one's content."
    />
  );
}
