import { renderApp } from '@devjobs/web/render-app';
import { createBrowserRouter } from 'react-router-dom';
import { createApolloClient } from './graphql/client';
import { APOLLO_STATE_ID } from './lib/server-render';
import { SessionProvider } from './lib/session';
import { theme } from './lib/theme';
import { loadRoutesOf, routes } from './router';

const client = createApolloClient();
// What the server's render fetched (entry-server.tsx): the first render reads it, as the server's did.
const state = document.getElementById(APOLLO_STATE_ID);
if (state?.textContent) client.cache.restore(JSON.parse(state.textContent));

// A page the server did not render may still carry the crawler's <title> and description (job pages,
// graphql-api job.seo.ts): the app's own (PageMeta) replace them, so the head keeps one of each.
if (!state) for (const tag of document.head.querySelectorAll('title, meta[name="description"]')) tag.remove();

void loadRoutesOf(window.location.pathname).then(() =>
  renderApp({ theme, client, router: createBrowserRouter(routes), SessionProvider }),
);
