import type { ComponentType } from 'react';
import { matchRoutes, redirect, type RouteObject } from 'react-router-dom';
import { AppRoot } from './components/AppRoot';
import { Layout } from './components/Layout';
import { RouteError } from './components/RouteError';

/** A page loaded on demand (its own chunk): the landing page never downloads Slate, courses or payments. */
const page =
  <M,>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await load())[name] as ComponentType });

const policies = () => import('./routes/policies/policy-pages');

/**
 * The layout route of the pages that read GraphQL: Apollo (with GraphQL and rxjs) loads with it, so
 * the landing page and the content pages (policies, FAQ, interview questions, not found) never do.
 */
const withApollo = page(() => import('./components/ApolloRoute'), 'ApolloRoute');

/**
 * Marks a route the server renders (decision 030, entry-server.tsx): public and the same for every
 * visitor but the navbar, and the "page not found" of any other path. The rest (sign-in forms, a
 * buyer's courses, course pages, the reader) are the client-only shell.
 */
const SERVER_RENDERED = { serverRendered: true } as const;

/**
 * Marks a page of the signed-in seeker's own (/saved) the server renders for the viewer
 * who asks, with their session, so its forms work without JavaScript; such a page is never kept
 * or cached (decision 103).
 */
const RENDERED_FOR_VIEWER = { serverRendered: true, forViewer: true } as const;

/** Whether the server renders this (leaf) route's page. */
export const isRenderedRoute = (route: RouteObject | undefined): boolean =>
  route?.handle === SERVER_RENDERED || route?.handle === RENDERED_FOR_VIEWER;

/** Whether the server renders this (leaf) route's page for the asking viewer, never kept (decision 103). */
export const isViewerRoute = (route: RouteObject | undefined): boolean =>
  route?.handle === RENDERED_FOR_VIEWER;

/** Where the landing page's course links lead (/course in the footer, /checkout behind "Comming Soon"): the catalogue. */
const toCourses = () => redirect('/courses');

/**
 * The route table (product.md#screens-and-routes). Every page is in the shared layout but the landing page (its own
 * frame of the same navbar and footer) and the course reader (/course/content: navbar hidden);
 * /admin/* belongs to the admin console. /course and /checkout are redirects, so no link of the
 * landing page is dead. Pages are lazy routes, and so is the Apollo layout around the pages that
 * query (`withApollo`): the browser (main.tsx) and the server render (entry-server.tsx) both load
 * the chunks of every route the address matches before they render, so a first render never shows
 * a fallback.
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteError />,
    children: [
      {
        path: '/',
        handle: SERVER_RENDERED,
        lazy: page(() => import('./routes/landing/LandingPage'), 'LandingPage'),
      },
      { path: '/course', handle: SERVER_RENDERED, loader: toCourses },
      { path: '/checkout', handle: SERVER_RENDERED, loader: toCourses },
      {
        element: <Layout />,
        errorElement: <RouteError />,
        children: [
          {
            lazy: withApollo,
            children: [
              {
                path: '/jobs',
                handle: SERVER_RENDERED,
                lazy: page(() => import('./routes/jobs/JobsPage'), 'JobsPage'),
              },
              {
                path: '/page-details/:jobname',
                handle: SERVER_RENDERED,
                lazy: page(() => import('./routes/job-details/JobDetailsPage'), 'JobDetailsPage'),
              },
              {
                path: '/interview-prep-pdfs',
                handle: SERVER_RENDERED,
                lazy: page(() => import('./routes/pdf-shop/PdfShopPage'), 'PdfShopPage'),
              },
              {
                path: '/courses',
                handle: SERVER_RENDERED,
                lazy: page(() => import('./routes/courses/CoursesPage'), 'CoursesPage'),
              },
              {
                path: '/course/:id',
                lazy: page(() => import('./routes/course/CoursePage'), 'CoursePage'),
              },
              {
                path: '/your-courses',
                lazy: page(
                  () => import('./routes/your-courses/YourCoursesPage'),
                  'YourCoursesPage',
                ),
              },
              {
                path: '/saved',
                handle: RENDERED_FOR_VIEWER,
                lazy: page(() => import('./routes/saved/SavedJobsPage'), 'SavedJobsPage'),
              },
              {
                path: '/alerts',
                lazy: page(() => import('./routes/alerts/JobAlertsPage'), 'JobAlertsPage'),
              },
              {
                path: '/account',
                lazy: page(() => import('./routes/account/AccountPage'), 'AccountPage'),
              },
              {
                path: '/contact',
                handle: SERVER_RENDERED,
                lazy: page(() => import('./routes/contact/ContactPage'), 'ContactPage'),
              },
              {
                path: '/login',
                handle: SERVER_RENDERED,
                lazy: page(() => import('./routes/auth/LoginPage'), 'LoginPage'),
              },
              {
                path: '/signup',
                handle: SERVER_RENDERED,
                lazy: page(() => import('./routes/auth/SignupPage'), 'SignupPage'),
              },
              {
                path: '/forgot-password',
                handle: SERVER_RENDERED,
                lazy: page(() => import('./routes/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
              },
              {
                path: '/reset-password',
                handle: SERVER_RENDERED,
                lazy: page(() => import('./routes/auth/ResetPasswordPage'), 'ResetPasswordPage'),
              },
              {
                path: '/confirm-email',
                handle: SERVER_RENDERED,
                lazy: page(
                  () => import('./routes/confirm-email/ConfirmEmailPage'),
                  'ConfirmEmailPage',
                ),
              },
              {
                path: '/integrators',
                handle: SERVER_RENDERED,
                lazy: page(() => import('./routes/integrators/IntegratorsPage'), 'IntegratorsPage'),
              },
            ],
          },
          {
            path: '/interview-questions',
            handle: SERVER_RENDERED,
            lazy: page(
              () => import('./routes/interview-questions/InterviewQuestionsPage'),
              'InterviewQuestionsPage',
            ),
          },
          {
            path: '/refund-policy',
            handle: SERVER_RENDERED,
            lazy: page(policies, 'RefundPolicyPage'),
          },
          {
            path: '/terms-and-conditions',
            handle: SERVER_RENDERED,
            lazy: page(policies, 'TermsPage'),
          },
          {
            path: '/shipping-policy',
            handle: SERVER_RENDERED,
            lazy: page(policies, 'ShippingPolicyPage'),
          },
          {
            path: '/privacy-policy',
            handle: SERVER_RENDERED,
            lazy: page(policies, 'PrivacyPolicyPage'),
          },
          {
            path: '/faq',
            handle: SERVER_RENDERED,
            lazy: page(() => import('./routes/faq/FaqPage'), 'FaqPage'),
          },
          {
            path: '*',
            handle: SERVER_RENDERED,
            lazy: page(() => import('./routes/not-found/NotFoundPage'), 'NotFoundPage'),
          },
        ],
      },
      // Ranked above /course/:id (a static segment wins), whatever the order.
      {
        lazy: withApollo,
        errorElement: <RouteError />,
        children: [
          {
            path: '/course/content',
            lazy: page(() => import('./routes/course/CourseReaderPage'), 'CourseReaderPage'),
          },
        ],
      },
    ],
  },
];

/**
 * Loads the lazy pages a path matches and puts them in the route table, as react-router's SSR
 * guide does before hydration: the first render then has the page, as the server's had.
 */
export async function loadRoutesOf(pathname: string): Promise<void> {
  const lazy = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
