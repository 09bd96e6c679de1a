import { DEV_DOWNLOAD_SECRET, DEV_MAIL_FROM, DEV_POSTAL_ADDRESS } from './config-defaults';
import { unsafeInProduction } from './config-production';
import { type Env, envReader } from './config-reader';
import {
  adminOf,
  adminTotpOf,
  appDirsOf,
  databaseOf,
  mailOf,
  nodeEnvOf,
  observabilityOf,
  paymentsOf,
  secretsOf,
  sellerOf,
  timezoneOf,
} from './config-settings';
import { trustedProxies } from './lib/client-address';
import type { LogLevel } from './lib/log';
import type { SecretKeys } from './lib/secret-box';

export {
  DEMO_SELLER,
  DEV_DOWNLOAD_SECRET,
  DEV_MAIL_FROM,
  DEV_POSTAL_ADDRESS,
  DEV_SECRETS_KEY,
  DOWNLOAD_SECRET_MIN_BYTES,
  SANDBOX_DEFAULT_SECRETS,
} from './config-defaults';

/**
 * Every environment variable (docs/architecture.md#config), parsed and checked in one place.
 * No other file reads process.env: the config-*.ts files beside this one parse what it hands them.
 * A bad value stops the process with the full list of problems.
 */
export type Config = Readonly<{
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  storefrontPort: number;
  adminPort: number;
  /** mysql://… for MySQL/MariaDB; undefined means SQLite at dataDir/app.sqlite. */
  databaseUrl: string | undefined;
  dataDir: string;
  sqlitePath: string;
  /** Where `npm run backup` writes its copies. */
  backupDir: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** true: seed demo data when the database is empty. */
  seedDemo: boolean;
  razorpay: Readonly<{
    keyId: string | undefined;
    keySecret: string | undefined;
    webhookSecret: string | undefined;
    apiBase: string | undefined;
    checkoutUrl: string | undefined;
  }>;
  sandbox: Readonly<{ enabled: boolean; keySecret: string; webhookSecret: string }>;
  /** What download links are signed with (decision 057): DOWNLOAD_SECRET, or the development default. */
  downloadSecret: string;
  /** What secrets at rest are sealed with (decision 078): SECRETS_KEY, or the development key. */
  secrets: SecretKeys;
  publicUrl: string;
  adminUrl: string;
  /** API_PUBLIC_URL: where integrators reach /graphql, /api and /explorer (the "For integrators" page says it). */
  apiPublicUrl: string;
  /**
   * What one API token may do per minute (decision 105): API_TOKEN_REQUESTS_PER_MINUTE requests
   * to /graphql and /api, and API_TOKEN_COST_PER_MINUTE of GraphQL query cost.
   */
  apiTokenLimits: Readonly<{ requestsPerMinute: number; costPerMinute: number }>;
  cookieDomain: string | undefined;
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-For names the client (decision 082), as addresses
   * and CIDR ranges; loopback only unless set.
   */
  trustProxy: readonly string[];
  appTimezone: string;
  /** LOG_LEVEL: the lowest level written (decision 108); info by default, error in tests. */
  logLevel: LogLevel;
  /**
   * Where `npm start` serves /metrics (decision 108): METRICS_PORT on METRICS_HOST (127.0.0.1 by
   * default); undefined without METRICS_PORT.
   */
  metrics: Readonly<{ port: number; host: string }> | undefined;
  /** Directories of the built apps, served by `npm start`. */
  storefrontDist: string;
  /** The storefront's server render (decision 030); absent = the client-only shell. */
  storefrontServerEntry: string;
  adminDist: string;
  /** The API's GraphQL explorer, built by `npm run build` (decision 102); not settable. */
  explorerDist: string;
  /** Worker threads that render the storefront's pages; 0 renders on the API's own thread (decision 049). */
  renderWorkers: number;
  /** Password hashes run at once, waiting, and the longest wait before 503 BUSY (decision 045). */
  hashing: Readonly<{ concurrent: number; waiting: number; maxWaitMs: number }>;
  /**
   * Whether staff must sign in to the console with two-factor sign-in (ADMIN_TOTP, decision 064):
   * 'required' by default in production, 'optional' elsewhere.
   */
  adminTotp: 'required' | 'optional';
  /**
   * Who sells (decision 070), printed on invoices and credit notes. `gstin` undefined: the
   * documents are plain receipts that say they are not tax invoices. `state`: the GST state code
   * (the GSTIN's first two digits), which decides CGST + SGST or IGST.
   */
  seller: Readonly<{
    legalName: string;
    address: string;
    state: string;
    gstin: string | undefined;
  }>;
  /**
   * Outgoing mail (decision 061). `smtpUrl` undefined (no SMTP_URL, or MAIL=off): every message is
   * kept in the outbox and nothing is sent.
   */
  mail: Readonly<{
    smtpUrl: string | undefined;
    /**
     * MAIL=off: mail was turned off on purpose (production without SMTP): flows that only send a
     * link refuse with MAIL_OFF, and the console says which (MAIL_FLOWS). Without SMTP_URL in
     * development mail is kept for staff to read and every flow works.
     */
    off: boolean;
    from: string;
    postalAddress: string;
    /** The longest an SMTP connection, greeting or reply may take before the attempt fails. */
    timeoutMs: number;
  }>;
}>;

/** One line per problem, each naming the setting and what to do; printed alone at start-up. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Env = process.env): Config {
  // Each reader adds its problems in turn; the order is the order start-up prints them.
  const read = envReader(env, []);
  const { problems, str, port, url, whole } = read;
  const nodeEnv = nodeEnvOf(read);
  const isProduction = nodeEnv === 'production';
  const database = databaseOf(read);
  const { adminEmail, adminPassword } = adminOf(read);
  const { razorpay, sandbox, sandboxFlag } = paymentsOf(read, isProduction);
  const seedDemo = read.flag('SEED_DEMO');
  const { mailFlag, smtpUrl, mailFrom } = mailOf(read);
  const { downloadSecret, secretsKey, secrets } = secretsOf(read);
  const adminTotp = adminTotpOf(read, isProduction);
  if (isProduction) {
    problems.push(
      ...unsafeInProduction({
        sandboxFlag,
        seedDemo,
        adminEmail,
        razorpay,
        downloadSecret,
        secretsKey,
        smtpUrl,
        mailFlag,
        adminTotp,
      }),
    );
  }
  const appTimezone = timezoneOf(read);
  const seller = sellerOf(read, isProduction, str('MAIL_POSTAL_ADDRESS'));
  const observability = observabilityOf(read, nodeEnv ?? 'development');
  const trustProxy = trustedProxies(str('TRUST_PROXY'));
  problems.push(...trustProxy.problems);

  const storefrontPort = port('STOREFRONT_PORT', 3000);
  const adminPort = port('ADMIN_PORT', 3001);
  const apiPort = port('PORT', 4000);
  const config: Config = {
    nodeEnv: nodeEnv ?? 'development',
    isProduction,
    port: apiPort,
    storefrontPort,
    adminPort,
    ...database,
    adminEmail,
    adminPassword,
    seedDemo: seedDemo ?? !isProduction,
    razorpay,
    sandbox,
    downloadSecret: downloadSecret ?? DEV_DOWNLOAD_SECRET,
    secrets: { key: secrets.key!, previous: secrets.previous },
    publicUrl: url('PUBLIC_URL', `http://localhost:${storefrontPort}`),
    adminUrl: url('ADMIN_URL', `http://localhost:${adminPort}`),
    apiPublicUrl: url('API_PUBLIC_URL', `http://localhost:${apiPort}`),
    apiTokenLimits: {
      requestsPerMinute: whole('API_TOKEN_REQUESTS_PER_MINUTE', 300, 1, 1_000_000),
      costPerMinute: whole('API_TOKEN_COST_PER_MINUTE', 30_000, 1, 100_000_000),
    },
    cookieDomain: str('COOKIE_DOMAIN'),
    trustProxy: trustProxy.proxies,
    ...observability,
    appTimezone,
    ...appDirsOf(read),
    adminTotp,
    renderWorkers: whole('RENDER_WORKERS', 1, 0, 16),
    hashing: {
      concurrent: whole('HASH_CONCURRENCY', 2, 1, 64),
      waiting: whole('HASH_QUEUE', 100, 0, 10_000),
      maxWaitMs: whole('HASH_MAX_WAIT_MS', 1000, 0, 60_000),
    },
    seller,
    mail: {
      smtpUrl: mailFlag === false ? undefined : smtpUrl,
      off: mailFlag === false,
      from: mailFrom ?? DEV_MAIL_FROM,
      postalAddress: str('MAIL_POSTAL_ADDRESS') ?? DEV_POSTAL_ADDRESS,
      timeoutMs: whole('SMTP_TIMEOUT_MS', 30_000, 100, 300_000),
    },
  };
  if (problems.length) throw new ConfigError(problems);
  return Object.freeze(config);
}
