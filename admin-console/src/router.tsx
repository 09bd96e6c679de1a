import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AdminLayout } from './components/AdminLayout';
import { RequireAdmin } from './components/RequireAdmin';
import { AdminLoginPage } from './routes/login/AdminLoginPage';
import { DashboardPage } from './routes/dashboard/DashboardPage';
import { JobsPage } from './routes/jobs/JobsPage';
import { SuggestionsPage } from './routes/suggestions/SuggestionsPage';
import { CourseManagerPage } from './routes/upload-course/CourseManagerPage';
import { NotFoundPage } from './routes/not-found/NotFoundPage';
import { RouteErrorPage } from './routes/RouteErrorPage';

/**
 * Every page lives under /admin (SPEC §2). /admin/login stands alone; the rest sit behind the guard
 * inside the admin layout. '/' and any other non-admin path go to the dashboard (the guard applies).
 */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/admin/login', element: <AdminLoginPage /> },
      {
        path: '/admin',
        element: (
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        ),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'jobs', element: <JobsPage /> },
          { path: 'upload-course', element: <CourseManagerPage /> },
          { path: 'suggestions', element: <SuggestionsPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <Navigate to="/admin/dashboard" replace /> },
    ],
  },
]);
