import { renderApp } from '@devjobs/web/render-app';
import 'react-toastify/ReactToastify.css';
import { createApolloClient } from './graphql/client';
import { SessionProvider } from './lib/session';
import { theme } from './lib/theme';
import { router } from './router';

renderApp({ theme, client: createApolloClient(), router, SessionProvider });
