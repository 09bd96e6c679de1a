import { renderApp } from '@devjobs/web/render-app';
import { createBrowserRouter } from 'react-router-dom';
import { SESSION_STATE_ID } from './lib/server-render';
import { sessionProviderOf, startBrowserSession } from './lib/session';
import { theme } from './lib/theme';
import { loadRoutesOf, routes } from './router';

// No Apollo here: it loads with the pages that query (components/ApolloRoute.tsx, decision 034).
const session = startBrowserSession();

// A page the server did not render may still carry the crawler's <title> and description (job pages,
// graphql-api job.seo.ts): the app's own (PageMeta) replace them, so the head keeps one of each.
if (!document.getElementById(SESSION_STATE_ID)) for (const tag of document.head.querySelectorAll('title, meta[name="description"]')) tag.remove();

void loadRoutesOf(window.location.pathname).then(() =>
  renderApp({ theme, router: createBrowserRouter(routes), SessionProvider: sessionProviderOf(session) }),
);
