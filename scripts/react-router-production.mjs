import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Vite aliases that build the apps with react-router's production files. Its package exports send
 * every condition to dist/development (remix-run/react-router#12532, #14102: "temporary" since
 * 7.0.2), so a build otherwise ships the development router: its warnings and checks ran on every
 * page load (decision 036). The dev
 * servers keep the development files and their warnings.
 */
export function reactRouterProductionAliases() {
  const dir = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist',
    'production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(dir, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dir, 'dom-export.mjs') },
  ];
}
