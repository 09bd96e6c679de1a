import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AdminLayout } from './components/AdminLayout';
import { ApiTokensPage } from './routes/api-tokens/ApiTokensPage';
import { WebhooksPage } from './routes/webhooks/WebhooksPage';
import { AuditPage } from './routes/audit/AuditPage';
import { FullPageLoader } from './components/FullPageLoader';
import { RequireAdmin } from './components/RequireAdmin';
import { AdminLoginPage } from './routes/login/AdminLoginPage';
import {
  AdminForgotPasswordPage,
  AdminResetPasswordPage,
} from './routes/login/AdminPasswordResetPages';
import { DashboardPage } from './routes/dashboard/DashboardPage';
import { JobsPage } from './routes/jobs/JobsPage';
import { OrdersPage } from './routes/orders/OrdersPage';
import { OutboxPage } from './routes/outbox/OutboxPage';
import { SecurityPage } from './routes/security/SecurityPage';
import { SuggestionsPage } from './routes/suggestions/SuggestionsPage';
import { NotFoundPage } from './routes/not-found/NotFoundPage';
import { RouteErrorPage } from './routes/RouteErrorPage';

/**
 * Every page lives under /admin (product.md#admin-console). /admin/login stands alone; the rest sit behind the guard
 * inside the admin layout. '/' and any other non-admin path go to the dashboard (the guard applies).
 */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    // Opening a lazy page's address directly: shown until its code has loaded.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: '/admin/login', element: <AdminLoginPage /> },
      { path: '/admin/forgot-password', element: <AdminForgotPasswordPage /> },
      { path: '/admin/reset-password', element: <AdminResetPasswordPage /> },
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
          // The course manager carries the rich-text editor (Slate): loaded when first opened.
          {
            path: 'upload-course',
            lazy: async () => ({
              Component: (await import('./routes/upload-course/CourseManagerPage'))
                .CourseManagerPage,
            }),
          },
          { path: 'suggestions', element: <SuggestionsPage /> },
          { path: 'orders', element: <OrdersPage /> },
          { path: 'audit', element: <AuditPage /> },
          { path: 'outbox', element: <OutboxPage /> },
          { path: 'api-tokens', element: <ApiTokensPage /> },
          { path: 'webhooks', element: <WebhooksPage /> },
          { path: 'security', element: <SecurityPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <Navigate to="/admin/dashboard" replace /> },
    ],
  },
]);
