import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { reactRouterProductionAliases } from '../scripts/react-router-production.mjs';

// This file runs in Node; the app's tsconfig carries browser types only.
declare const process: { env: Record<string, string | undefined> };

/**
 * In `npm run dev` the API runs on :4000 (API_URL points elsewhere); everything it answers is
 * proxied so the app sees one origin, as it does in production.
 */
const api = process.env.API_URL ?? 'http://localhost:4000';

/**
 * `vite build --ssr src/entry-server.tsx` (part of `npm run build`): the server render the API loads
 * (decision 030), one CommonJS file in dist-server/ with every package inside but `graphql`, which
 * the API and the render must share (one copy, or its instanceof checks fail).
 */
const serverBuild: UserConfig = {
  publicDir: false,
  // The production code of React, emotion and MUI whatever NODE_ENV the API runs with, as the browser's
  // bundle has: in their development code MUI labels every style, so each class name the server wrote
  // differed from the browser's, and hydration inserted every rule of the page again (decision 038).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, external: ['graphql'] },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
    },
  },
};

/**
 * main.tsx starts the app in steps, importing each step's code when it comes (decision 038), so only
 * the entry itself is in index.html. This adds a `<link rel="modulepreload">` for every chunk those
 * steps import, as Vite does for an entry's static imports: the browser fetches them all at once,
 * while the HTML arrives, and main.tsx only decides when each runs. The pages' chunks stay out (they
 * are the router's imports, not the entry's): a page loads its own.
 */
function preloadStartupSteps(): Plugin {
  return {
    name: 'devjobs:preload-startup-steps',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const files = new Set<string>();
        const add = (file: string) => {
          const dependency = bundle[file];
          if (files.has(file) || dependency?.type !== 'chunk') return;
          files.add(file);
          dependency.imports.forEach(add);
        };
        chunk.dynamicImports.forEach(add);
        // Vite links the entry and its static imports itself.
        for (const file of [chunk.fileName, ...chunk.imports]) files.delete(file);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The entry's own dynamic imports (main.tsx's steps) need no preload list in the script: index.html
 * links every chunk they import (above). Other chunks' imports (the pages) keep theirs. The entry is
 * known from index.html's own call; before it, nothing is dropped.
 */
function startupStepsPreloaded() {
  let entry: string | undefined;
  return (
    file: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
  ) => {
    if (hostType === 'html') entry = file;
    return hostType === 'js' && hostId === entry ? [] : deps;
  };
}

// react-router's production files in builds (scripts/react-router-production.mjs).
const productionRouter = { resolve: { alias: reactRouterProductionAliases() } };

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? { plugins: [react()], ...productionRouter, ...serverBuild }
    : {
        plugins: [react(), preloadStartupSteps()],
        ...(command === 'build' && productionRouter),
        server: {
          port: 3000,
          strictPort: true,
          proxy: {
            '/graphql': api,
            '/api': api,
            '/sitemap.xml': api,
            '/jobs.rss': api,
            // Apply Now's counted redirect to the job's apply link.
            '/apply': api,
            // The payment sandbox (checkout.js, its page and orders API) when the API runs without Razorpay keys.
            '/sandbox': api,
          },
        },
        preview: { port: 3000 },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // Maps are written for reading production stack traces, but no bundle points at them and no
          // server hands them out (decision 010).
          sourcemap: 'hidden',
          modulePreload: { resolveDependencies: startupStepsPreloaded() },
          rolldownOptions: {
            output: {
              // react-toastify's chunk (loaded with the first toast, web-shared toast.ts) is named after it, not
              // after its file (`dist`), so tests can tell it was not loaded. A group would also take in what it
              // imports (clsx, which MUI uses everywhere), and every page would load it.
              chunkFileNames: ({ facadeModuleId }) =>
                `assets/${facadeModuleId && /[\\/]react-toastify[\\/]/.test(facadeModuleId) ? 'react-toastify' : '[name]'}-[hash].js`,
              // React's, the shared UI chunk's and (on the pages that query) Apollo's functions nearly
              // all run while a page starts: Chromium (136 on) compiles the files marked so in full as
              // they stream in, off the main thread, instead of each function on its first call during
              // hydration (decision 074).
              postBanner: ({ name }) =>
                ['react', 'ui', 'apollo'].includes(name) ? '//# allFunctionsCalledOnLoad' : '',
              // Libraries change far less often than our pages: separate chunks stay cached across deploys.
              // MUI is not one group: the landing page would load every component any page uses; its
              // modules go with the pages (and chunks shared between pages) that use them. Except the
              // ones most pages share (Box, Typography, Button, the styling engine…): left alone they
              // came as some 30 chunks of 1–3 KB on every page, each a request of its own on a slow
              // phone's few connections. `ui` takes the modules that at least 16 of the app's chunks
              // import (decision 071).
              codeSplitting: {
                groups: [
                  {
                    name: 'ui',
                    test: /node_modules[\\/](@mui|@emotion|clsx|react-transition-group|@babel|stylis|hoist-non-react-statics|react-is|prop-types)[\\/]/,
                    minShareCount: 16,
                  },
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
                  },
                  {
                    name: 'apollo',
                    test: /node_modules[\\/](@apollo|graphql|graphql-tag|rxjs|optimism|@wry|tslib)[\\/]/,
                  },
                ],
              },
            },
          },
        },
      },
);
