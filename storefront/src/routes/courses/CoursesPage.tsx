import { ComingSoon } from '../../components/ComingSoon';

/** /courses: the course grid arrives with the courses issue; for now it says what is coming. */
export function CoursesPage() {
  return (
    <ComingSoon
      title="Courses"
      description="Project-based courses with resume, system design and interview prep are on their way. This page will list them with prices in rupees."
    />
  );
}
