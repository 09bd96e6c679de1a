import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { ToastContainer } from 'react-toastify';
import { theme } from './lib/theme';
import { createApolloClient } from './graphql/client';
import { SessionProvider } from './lib/session';
import { router } from './router';

const client = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ApolloProvider client={client}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
        <ToastContainer position="top-right" autoClose={5000} newestOnTop closeOnClick={false} pauseOnFocusLoss />
      </ApolloProvider>
    </ThemeProvider>
  </StrictMode>,
);
