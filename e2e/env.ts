/** Where the browser suite finds the apps (see playwright.config.ts, which starts them). */
export const PORTS = { api: 14000, storefront: 13000, admin: 13001 };
export const STOREFRONT = `http://localhost:${PORTS.storefront}`;
export const ADMIN = `http://localhost:${PORTS.admin}`;
/** The admin created at start from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const E2E_ADMIN = { email: 'e2e-admin@devjobs.local', password: 'e2e-admin-password' };
