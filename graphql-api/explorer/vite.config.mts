import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The explorer's build (part of the API's `npm run build`): files under explorer/dist that the API
 * serves at /explorer (decision 102). Everything comes from npm and is bundled; nothing loads from
 * elsewhere, so the API's Content-Security-Policy holds as it is.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/explorer/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      // GraphiQL's "use client" and "use no memo" mean nothing in a bundle of one page.
      onLog: (level, log, handler) => {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
    },
  },
});
