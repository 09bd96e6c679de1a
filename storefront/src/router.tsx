import { createBrowserRouter, redirect } from 'react-router-dom';
import { AppRoot } from './components/AppRoot';
import { Layout } from './components/Layout';
import { RouteError } from './components/RouteError';
import { LoginPage } from './routes/auth/LoginPage';
import { SignupPage } from './routes/auth/SignupPage';
import { CoursePage } from './routes/course/CoursePage';
import { CourseReaderPage } from './routes/course/CourseReaderPage';
import { CoursesPage } from './routes/courses/CoursesPage';
import { InterviewQuestionsPage } from './routes/interview-questions/InterviewQuestionsPage';
import { JobDetailsPage } from './routes/job-details/JobDetailsPage';
import { JobsPage } from './routes/jobs/JobsPage';
import { LandingPage } from './routes/landing/LandingPage';
import { NotFoundPage } from './routes/not-found/NotFoundPage';
import { PdfShopPage } from './routes/pdf-shop/PdfShopPage';
import { ContactPage } from './routes/contact/ContactPage';
import { FaqPage } from './routes/faq/FaqPage';
import { PrivacyPolicyPage, RefundPolicyPage, ShippingPolicyPage, TermsPage } from './routes/policies/policy-pages';
import { YourCoursesPage } from './routes/your-courses/YourCoursesPage';

/** Where the landing page's course links lead (/course in the footer, /checkout behind "Comming Soon"): the catalogue. */
const toCourses = () => redirect('/courses');

/**
 * The route table of SPEC §2. Every page is in the shared layout but the landing page (its own
 * frame of the same navbar and footer) and the course reader (/course/content: navbar hidden);
 * /admin/* belongs to the admin console. /course and /checkout are redirects (a real 302 when
 * rendered on the server), so no link of the landing page is dead.
 */
export const router = createBrowserRouter([
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/course', loader: toCourses },
      { path: '/checkout', loader: toCourses },
      {
        element: <Layout />,
        errorElement: <RouteError />,
        children: [
          { path: '/jobs', element: <JobsPage /> },
          { path: '/page-details/:jobname', element: <JobDetailsPage /> },
          { path: '/interview-questions', element: <InterviewQuestionsPage /> },
          { path: '/interview-prep-pdfs', element: <PdfShopPage /> },
          { path: '/courses', element: <CoursesPage /> },
          { path: '/course/:id', element: <CoursePage /> },
          { path: '/your-courses', element: <YourCoursesPage /> },
          { path: '/refund-policy', element: <RefundPolicyPage /> },
          { path: '/terms-and-conditions', element: <TermsPage /> },
          { path: '/shipping-policy', element: <ShippingPolicyPage /> },
          { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
          { path: '/contact', element: <ContactPage /> },
          { path: '/faq', element: <FaqPage /> },
          { path: '/login', element: <LoginPage /> },
          { path: '/signup', element: <SignupPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // Ranked above /course/:id (a static segment wins), whatever the order.
      { path: '/course/content', element: <CourseReaderPage />, errorElement: <RouteError /> },
    ],
  },
]);
