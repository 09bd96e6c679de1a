import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In `npm run dev` the API runs on :4000; everything it answers is proxied so the app sees one origin. */
const api = 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/graphql': api,
      '/api': api,
      '/sitemap.xml': api,
      '/jobs.rss': api,
    },
  },
  preview: { port: 3000 },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
