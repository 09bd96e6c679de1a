/** The admin console owns /admin/*; the server redirects there, so this is a plain page load. */
export const ADMIN_DASHBOARD = '/admin/dashboard';

/** The navbar's main links, in the bar from 1200 px wide and in the menu below that. */
export const MAIN_LINKS = [
  { to: '/jobs', label: 'Jobs' },
  { to: '/courses', label: 'Courses' },
  { to: '/interview-questions', label: 'Interview Prep' },
  { to: '/interview-prep-pdfs', label: 'Interview Prep PDFs' },
] as const;
