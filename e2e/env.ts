import os from 'node:os';
import path from 'node:path';

/**
 * Where the browser suite finds the apps (see playwright.config.ts, which starts them).
 * `E2E_PORT_BASE` (default 13000) moves all three, so two checkouts can run the suite at once.
 */
const BASE = Number(process.env.E2E_PORT_BASE ?? 13000);
export const PORTS = { api: BASE + 1000, storefront: BASE, admin: BASE + 1 };
export const STOREFRONT = `http://localhost:${PORTS.storefront}`;
export const ADMIN = `http://localhost:${PORTS.admin}`;
/** The API's own origin: /graphql, /api and the explorer for integrators. */
export const API = `http://localhost:${PORTS.api}`;
/** The admin created at start from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const E2E_ADMIN = { email: 'e2e-admin@devjobs.local', password: 'e2e-admin-password' };
/**
 * The e2e server's DATA_DIR (a fresh SQLite file per run). Chosen once by the runner and passed to its
 * workers through the environment, so the fixtures' cleanup opens the server's own file.
 */
export const DATA_DIR = (process.env.DEVJOBS_E2E_DATA_DIR ??= path.join(
  os.tmpdir(),
  `devjobs-e2e-${process.pid}`,
));
