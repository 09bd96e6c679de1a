import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { tempFiles } from './harness';

const STOREFRONT = path.resolve(__dirname, '..', '..', 'storefront');

/** A stand-in for the built storefront's index.html: the client build is not needed to render. */
export const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" src="/assets/app.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/**
 * The storefront's server bundle built from the current source for one test file
 * (storefront/src/entry-server.tsx, decision 030), and a built app of the stand-in shell: the env
 * a test app needs to render pages. Built in beforeAll, removed after the file's tests.
 */
export function useStorefrontBundle(): { env: Record<string, string> } {
  const bundleDir = path.join(STOREFRONT, `.ssr-test-build-${process.pid}-${randomUUID()}`);
  beforeAll(() => {
    // As `npm run build` builds it: jest's NODE_ENV=test would give React's development JSX (decision 038).
    execFileSync(
      'npx',
      [
        'vite',
        'build',
        '--ssr',
        'src/entry-server.tsx',
        '--outDir',
        bundleDir,
        '--logLevel',
        'error',
      ],
      { cwd: STOREFRONT, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } },
    );
  }, 120_000);
  afterAll(() => fs.rmSync(bundleDir, { recursive: true, force: true }));
  const dist = tempFiles('ssr-storefront', { 'index.html': SHELL });
  return {
    env: {
      STOREFRONT_DIST: dist,
      STOREFRONT_SERVER_ENTRY: path.join(bundleDir, 'entry-server.cjs'),
    },
  };
}
