import { startPwa } from '@devjobs/web/pwa';
import { SESSION_STATE_ID } from './lib/server-render';

// First, before the start-up steps below: the browser may offer installation while they run, and an
// offer nobody listened for is gone for this page (the install banner would not show).
startPwa();

// A page the server did not render may still carry the crawler's <title> and description (job pages,
// graphql-api job.seo.ts): the app's own (PageMeta) replace them, so the head keeps one of each.
if (!document.getElementById(SESSION_STATE_ID))
  for (const tag of document.head.querySelectorAll('title, meta[name="description"]')) tag.remove();

/** Resolves in a later task: the browser may paint and answer input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app starts in steps, each in a task of its own (decision 038): the code of React and the router,
 * then MUI with the theme, then the app's frame, then the page, then the router, then hydration. Run
 * as one, they were one long task, during which a tap on the server's page went unanswered.
 * No Apollo here: it loads with the pages that query (components/ApolloRoute.tsx, decision 034), or
 * with the session's first request (decision 041).
 */
async function start() {
  const { createBrowserRouter } = await import('react-router-dom');
  await import('react-dom/client');
  await nextTask();
  const { theme } = await import('./lib/theme');
  await nextTask();
  const [{ renderApp }, { sessionProviderOf, startBrowserSession }, { loadRoutesOf, routes }] =
    await Promise.all([
      import('@devjobs/web/render-app'),
      import('./lib/session'),
      import('./router'),
    ]);
  // A page the server did not render asks who is signed in now, while its own code loads.
  const session = startBrowserSession();
  await nextTask();
  await loadRoutesOf(window.location.pathname);
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();
  renderApp({ theme, router, SessionProvider: sessionProviderOf(session) });
}

void start();
