import type { Site } from '../src/app';
import type { Caller, Surface } from './bad-input-battery';
import { aCourse } from './courses/course.factory';
import { aJob } from './jobs/job.factory';

/** The REST routes and pages the bad-input sweep sends to (test/bad-input-battery.ts). */

/** What checkout returns, with a signature that matches nothing: the sweep never completes a payment. */
const PAYMENT_PROOF = {
  razorpay_payment_id: 'pay_sweep00000000',
  razorpay_signature: '0'.repeat(64),
};

/** The REST routes that read a JSON body, each with a valid body and the caller who reaches validation. */
export function restWrites(): {
  method: string;
  path: string;
  caller: Caller;
  body: Record<string, unknown>;
  adminOnly?: boolean;
}[] {
  return [
    {
      method: 'POST',
      path: '/api/jobs',
      caller: 'admin',
      body: aJob({}, 'sweep'),
      adminOnly: true,
    },
    {
      method: 'PUT',
      path: '/api/jobs/{JOB}',
      caller: 'admin',
      body: aJob({}, 'sweep'),
      adminOnly: true,
    },
    {
      method: 'POST',
      path: '/api/auth/signup',
      caller: 'anonymous',
      body: { name: 'Sweep', email: 'sweep.rest@example.com', password: 'long-enough-1' },
    },
    {
      method: 'POST',
      path: '/api/auth/login',
      caller: 'anonymous',
      body: { email: '{AN_EMAIL}', password: 'not-the-password', adminOnly: true },
    },
    {
      method: 'POST',
      path: '/api/auth/login/code',
      caller: 'anonymous',
      body: { code: '123456' },
    },
    {
      method: 'POST',
      path: '/api/suggestions',
      caller: 'anonymous',
      body: { suggestion: 'Add dark mode', jobId: '{VIEWED}' },
    },
    {
      method: 'POST',
      path: '/api/courses',
      caller: 'admin',
      body: aCourse({}, 'sweep'),
      adminOnly: true,
    },
    {
      method: 'PUT',
      path: '/api/courses/{COURSE}',
      caller: 'admin',
      body: aCourse({}, 'sweep'),
      adminOnly: true,
    },
    {
      method: 'PUT',
      path: '/api/enrollments/progress/{MODULE}',
      caller: 'customer',
      body: { completed: true },
    },
    {
      method: 'POST',
      path: '/api/create-razorpay-order',
      caller: 'anonymous',
      body: {
        amount: 4000,
        currency: 'INR',
        receipt: 'sweep',
        pdfId: 'react-handwritten-notes',
        email: 'sweep@example.com',
      },
    },
    {
      method: 'POST',
      path: '/api/verify-razorpay-payment',
      caller: 'anonymous',
      body: {
        ...PAYMENT_PROOF,
        razorpay_order_id: '{PDF_ORDER}',
        pdfId: 'react-handwritten-notes',
      },
    },
    { method: 'POST', path: '/api/pay/order', caller: 'customer', body: { courseId: '{COURSE}' } },
    {
      method: 'POST',
      path: '/api/pay/verify',
      caller: 'customer',
      body: { ...PAYMENT_PROOF, razorpay_order_id: '{COURSE_ORDER}', courseId: '{COURSE}' },
    },
  ];
}

/** Every route of every origin, by site, method, path and what it answers. */
export const EVERY_ROUTE: [Site, string, string, Surface][] = [
  ['api', 'GET', '/healthz', 'rest'],
  ['api', 'GET', '/api/jobs', 'rest'],
  ['api', 'GET', '/api/auth/me', 'rest'],
  ['api', 'POST', '/api/auth/logout', 'rest'],
  ['api', 'POST', '/api/auth/logout-everywhere', 'rest'],
  ['api', 'GET', '/api/suggestions', 'rest'],
  ['api', 'GET', '/api/courses', 'rest'],
  ['api', 'GET', '/api/enrollments/my-courses', 'rest'],
  ['api', 'GET', '/api/pdfs', 'rest'],
  ['api', 'GET', '/api/pdfs/mine', 'rest'],
  ['api', 'GET', '/api/admin/stats', 'rest'],
  ['api', 'POST', '/api/jobs/{VIEWED}/view', 'rest'],
  ['api', 'POST', '/api/jobs/{VIEWED}/apply-click', 'rest'],
  ['storefront', 'GET', '/', 'page'],
  ['storefront', 'GET', '/jobs', 'page'],
  ['storefront', 'GET', '/forgot-password', 'page'],
  ['storefront', 'GET', '/reset-password?token=x', 'page'],
  ['storefront', 'GET', '/confirm-email?token=x', 'page'],
  ['storefront', 'GET', '/page-details/{SLUG}', 'page'],
  ['storefront', 'GET', '/sitemap.xml', 'page'],
  ['storefront', 'GET', '/jobs.rss', 'page'],
  ['storefront', 'GET', '/robots.txt', 'page'],
  ['storefront', 'GET', '/assets/app.js', 'page'],
  ['storefront', 'GET', '/admin/dashboard', 'page'],
  ['admin', 'GET', '/', 'page'],
  ['admin', 'GET', '/admin/dashboard', 'page'],
  ['admin', 'GET', '/assets/admin.js', 'page'],
];
