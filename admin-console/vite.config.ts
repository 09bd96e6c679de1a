import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { reactRouterProductionAliases } from '../scripts/react-router-production.mjs';

// The API's admin origin (ADMIN_PORT=4001): staff rights hold only there (decision 055).
const api = 'http://localhost:4001';

// The console is served at the root of its own origin (:3001); every page lives under /admin/*.
// In dev, /graphql and /api go to the API so the session cookie stays first-party.
export default defineConfig(({ command }) => ({
  plugins: [react()],
  // react-router's production files in builds (scripts/react-router-production.mjs).
  ...(command === 'build' && { resolve: { alias: reactRouterProductionAliases() } }),
  server: {
    port: 3001,
    strictPort: true,
    proxy: {
      '/graphql': { target: api, changeOrigin: false },
      '/api': { target: api, changeOrigin: false },
    },
  },
  preview: { port: 3001, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: a console release rarely changes them, so browsers keep them cached.
        codeSplitting: {
          groups: [
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/,
            },
            // The rich-text editor's libraries: only the course manager loads them (a lazy route).
            {
              name: 'slate',
              test: /node_modules[\\/](slate|slate-dom|slate-history|slate-react|immer|is-hotkey|is-plain-object|lodash|direction|scroll-into-view-if-needed|compute-scroll-into-view|tiny-invariant|@juggle)[\\/]/,
            },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|react-toastify)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
