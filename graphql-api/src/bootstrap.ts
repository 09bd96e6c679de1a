import type { Config } from './config';
import { ConflictError } from './errors';
import { StartupError } from './startup-error';
import { DEMO_ADMIN, DEMO_USER, seedDemo } from './db/seed';
import type { Services } from './services';
import type { DataSource } from 'typeorm';

type PrepareDataOptions = {
  config: Config;
  services: Services;
  /** Not read (the users service counts the accounts); platform.test.ts still passes it. */
  db?: DataSource;
};

/**
 * Start-up data: demo data on an empty database (when enabled), then the configured admin.
 * With ADMIN_EMAIL set there is no demo admin: none is seeded, and one left from an earlier run
 * loses its admin rights (decision 011). Returns the banner's lines on who can sign in.
 */
export async function prepareData({ config, services }: PrepareDataOptions) {
  const seeded = config.seedDemo && (await services.users.count()) === 0;
  if (seeded) await seedDemo(services, { withAdmin: !config.adminEmail });
  if (config.adminEmail && config.adminPassword) {
    await configuredAdmin(services, config.adminEmail, config.adminPassword);
    if (config.adminEmail !== DEMO_ADMIN.email)
      await services.auth.revokeAdmin(DEMO_ADMIN.email, 'start-up');
  }
  return { seeded, signIn: await whoCanSignIn(config, services) };
}

/**
 * ADMIN_EMAIL's account: created, or its password set (ending its sessions when it changed). A
 * customer's account is never promoted at start-up: whoever holds its sessions would become staff
 * (decision 055); the operator promotes it on purpose with the command line.
 */
async function configuredAdmin(services: Services, email: string, password: string) {
  try {
    await services.auth.upsertAdmin({ email, password, by: 'start-up' });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    throw new StartupError(
      `ADMIN_EMAIL ${email} is an existing customer account: promote it on purpose with ` +
        `\`npm run create-admin -- ${email} <password> --promote-existing\` (which signs it out everywhere), or set another ADMIN_EMAIL`,
    );
  }
}

const INDENT = `\n${' '.repeat(17)}`;

/** The banner's sign-in lines, read from the database: every admin, and each demo account whose published password works. */
async function whoCanSignIn(config: Config, services: Services): Promise<string[]> {
  const admins = (await services.users.admins()).map((admin) => admin.email);
  const demoAdmin = await services.users.withPassword(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const demoUser = await services.users.withPassword(DEMO_USER.email, DEMO_USER.password);

  const adminLines: string[] = [];
  if (config.adminEmail) adminLines.push(`${config.adminEmail} with ADMIN_PASSWORD`);
  if (demoAdmin?.isAdmin)
    adminLines.push(
      `${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (demo account; set ADMIN_EMAIL and ADMIN_PASSWORD for your own)`,
    );
  const others = admins.filter(
    (email) => email !== config.adminEmail && !(demoAdmin?.isAdmin && email === DEMO_ADMIN.email),
  );
  if (others.length) {
    const named =
      others.slice(0, 3).join(', ') + (others.length > 3 ? ` and ${others.length - 3} more` : '');
    adminLines.push(`${adminLines.length ? 'also ' : ''}${named} (with their own passwords)`);
  }
  if (!adminLines.length)
    adminLines.push(
      'none yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run create-admin -- <email> <password>`',
    );

  const customers: string[] = [];
  if (demoUser) customers.push(`${DEMO_USER.email} / ${DEMO_USER.password}`);
  if (demoAdmin && !demoAdmin.isAdmin) {
    customers.push(
      `${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (no longer an admin${config.adminEmail ? ': ADMIN_EMAIL is set' : ''})`,
    );
  }
  return [
    `  Admin sign-in  ${adminLines.join(INDENT)}`,
    ...(customers.length ? [`  Demo customer  ${customers.join(', ')}`] : []),
  ];
}
