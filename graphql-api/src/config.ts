import path from 'node:path';
import { trustedProxies } from './lib/client-address';
import { stateCode, validGstin } from './modules/payments/invoices/gstin';
import { type SecretKeys, SECRETS_KEY_BYTES } from './lib/secret-box';

/**
 * Every environment variable (docs/architecture.md#config), parsed and checked in one place.
 * No other file reads process.env. A bad value stops the process with the full list of problems.
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
  cookieDomain: string | undefined;
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-For names the client (decision 082), as addresses
   * and CIDR ranges; loopback only unless set.
   */
  trustProxy: readonly string[];
  appTimezone: string;
  /** Directories of the built apps, served by `npm start`. */
  storefrontDist: string;
  /** The storefront's server render (decision 030); absent = the client-only shell. */
  storefrontServerEntry: string;
  adminDist: string;
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

/**
 * The secrets anyone can read in this repository: the sandbox's and the development download
 * secret. Fine on a laptop; production refuses to start with any of them (decision 057).
 */
export const SANDBOX_DEFAULT_SECRETS = {
  key: 'sandbox_key_secret',
  webhook: 'sandbox_webhook_secret',
} as const;
/** Constant, so download links of `npm start` keep working across restarts in development. */
export const DEV_DOWNLOAD_SECRET = 'devjobs-development-download-secret-not-for-production';
/** Constant, so kept mail and two-factor secrets of `npm start` survive restarts in development. */
export const DEV_SECRETS_KEY = 'ZGV2am9icy1kZXZlbG9wbWVudC1zZWNyZXRzLWtleSE=';
const PUBLISHED_SECRETS: readonly string[] = [
  SANDBOX_DEFAULT_SECRETS.key,
  SANDBOX_DEFAULT_SECRETS.webhook,
  DEV_DOWNLOAD_SECRET,
  DEV_SECRETS_KEY,
];
/** Who mail is from and the postal address its footer gives, outside a real setup (decision 061). */
export const DEV_MAIL_FROM = 'DevJobs <no-reply@devjobs.local>';
export const DEV_POSTAL_ADDRESS = 'DevJobs, 1 MG Road, Bengaluru 560001, India';
/** The seller of `npm start` and the tests (decision 070): a made-up company with a well-formed GSTIN. */
export const DEMO_SELLER = {
  legalName: 'DevJobs Learning Private Limited (demo)',
  address: '1 MG Road, Bengaluru 560001, Karnataka, India',
  gstin: '29AAACD1234F1Z3',
} as const;
/** Bytes a download secret needs at least: as many as its HMAC-SHA256 key. */
export const DOWNLOAD_SECRET_MIN_BYTES = 32;
const MAKE_A_SECRET = 'openssl rand -base64 48';

const MAKE_A_KEY = 'openssl rand -base64 32';

/** A key of SECRETS_KEY or SECRETS_KEY_PREVIOUS: base64 of exactly 32 bytes; else a problem. */
function secretsKeyOf(name: string, value: string | undefined, problems: string[]) {
  if (!value) return undefined;
  const key = Buffer.from(value, 'base64');
  if (key.length === SECRETS_KEY_BYTES && /^[A-Za-z0-9+/]+={0,2}$/.test(value)) return key;
  problems.push(
    `${name} must be ${SECRETS_KEY_BYTES} random bytes in base64, got ${key.length} bytes: make one with ${MAKE_A_KEY}`,
  );
  return Buffer.alloc(SECRETS_KEY_BYTES);
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const str = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const port = (name: string, fallback: number): number => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > 65535) {
      problems.push(`${name} must be a port number (0-65535), got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const flag = (name: string): boolean | undefined => {
    const raw = str(name)?.toLowerCase();
    if (raw === undefined) return undefined;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be 1/0, true/false, yes/no or on/off, got "${raw}"`);
    return undefined;
  };
  const url = (name: string, fallback: string): string => {
    const raw = str(name) ?? fallback;
    try {
      const parsed = new URL(raw);
      if (!/^https?:$/.test(parsed.protocol)) throw new Error();
      return raw.replace(/\/+$/, '');
    } catch {
      problems.push(`${name} must be an http(s) URL, got "${raw}"`);
      return fallback;
    }
  };
  const whole = (name: string, fallback: number, min: number, max: number): number => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const optionalUrl = (name: string): string | undefined => {
    const raw = str(name);
    return raw === undefined ? undefined : url(name, raw);
  };

  const nodeEnvRaw = str('NODE_ENV') ?? 'development';
  const nodeEnv = (['development', 'production', 'test'] as const).find((e) => e === nodeEnvRaw);
  if (!nodeEnv)
    problems.push(`NODE_ENV must be development, production or test, got "${nodeEnvRaw}"`);
  const isProduction = nodeEnv === 'production';

  const databaseUrl = str('DATABASE_URL');
  if (databaseUrl && !/^mysql:\/\/.+/.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a mysql:// URL (leave it unset for SQLite)');
  }
  const dataDir = path.resolve(str('DATA_DIR') ?? 'data');

  const adminEmail = str('ADMIN_EMAIL')?.toLowerCase();
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (adminPassword && adminPassword.length < 8)
    problems.push('ADMIN_PASSWORD must be at least 8 characters');

  const razorpay = {
    keyId: str('RAZORPAY_KEY_ID'),
    keySecret: str('RAZORPAY_KEY_SECRET'),
    webhookSecret: str('RAZORPAY_WEBHOOK_SECRET'),
    apiBase: optionalUrl('RAZORPAY_API_BASE'),
    checkoutUrl: optionalUrl('RAZORPAY_CHECKOUT_URL'),
  };
  if (razorpay.keyId && !razorpay.keySecret)
    problems.push('RAZORPAY_KEY_SECRET is required with RAZORPAY_KEY_ID');
  const sandboxFlag = flag('PAYMENTS_SANDBOX');
  const sandbox = {
    enabled: !razorpay.keyId && (sandboxFlag ?? !isProduction),
    keySecret: str('SANDBOX_KEY_SECRET') ?? SANDBOX_DEFAULT_SECRETS.key,
    webhookSecret: str('SANDBOX_WEBHOOK_SECRET') ?? SANDBOX_DEFAULT_SECRETS.webhook,
  };
  const seedDemo = flag('SEED_DEMO');
  const mailFlag = flag('MAIL');
  const smtpUrlRaw = str('SMTP_URL');
  if (smtpUrlRaw && !/^smtps?:\/\/[^/]+/.test(smtpUrlRaw))
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:password@host:587)');
  const mailFrom = str('MAIL_FROM');
  if (mailFrom && /[\r\n]/.test(mailFrom)) problems.push('MAIL_FROM must be one line');
  if (smtpUrlRaw && mailFlag !== false && !mailFrom)
    problems.push('MAIL_FROM is required with SMTP_URL (DevJobs <no-reply@example.com>)');
  const downloadSecret = str('DOWNLOAD_SECRET');
  if (downloadSecret && Buffer.byteLength(downloadSecret) < DOWNLOAD_SECRET_MIN_BYTES) {
    problems.push(
      `DOWNLOAD_SECRET must be at least ${DOWNLOAD_SECRET_MIN_BYTES} bytes, got ${Buffer.byteLength(downloadSecret)}: set it to a random value (${MAKE_A_SECRET})`,
    );
  }
  const secretsKey = str('SECRETS_KEY');
  const secrets = {
    key: secretsKeyOf('SECRETS_KEY', secretsKey ?? DEV_SECRETS_KEY, problems),
    previous: secretsKeyOf('SECRETS_KEY_PREVIOUS', str('SECRETS_KEY_PREVIOUS'), problems),
  };
  const adminTotpRaw = str('ADMIN_TOTP');
  if (adminTotpRaw && adminTotpRaw !== 'required' && adminTotpRaw !== 'optional')
    problems.push(`ADMIN_TOTP must be required or optional, got "${adminTotpRaw}"`);
  const adminTotp: Config['adminTotp'] =
    adminTotpRaw === 'optional' || (!adminTotpRaw && !isProduction) ? 'optional' : 'required';

  if (isProduction) {
    problems.push(
      ...unsafeInProduction({
        sandboxFlag,
        seedDemo,
        adminEmail,
        razorpay,
        downloadSecret,
        secretsKey,
        smtpUrl: smtpUrlRaw,
        mailFlag,
        adminTotp,
      }),
    );
  }

  const appTimezone = str('APP_TIMEZONE') ?? 'Asia/Kolkata';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: appTimezone });
  } catch {
    problems.push(`APP_TIMEZONE must be an IANA time zone, got "${appTimezone}"`);
  }

  const seller = sellerOf(str, isProduction, str('MAIL_POSTAL_ADDRESS'), problems);

  const trustProxy = trustedProxies(str('TRUST_PROXY'));
  problems.push(...trustProxy.problems);

  const storefrontPort = port('STOREFRONT_PORT', 3000);
  const adminPort = port('ADMIN_PORT', 3001);
  const root = path.resolve(__dirname, '..', '..');
  const config: Config = {
    nodeEnv: nodeEnv ?? 'development',
    isProduction,
    port: port('PORT', 4000),
    storefrontPort,
    adminPort,
    databaseUrl,
    dataDir,
    sqlitePath: path.join(dataDir, 'app.sqlite'),
    adminEmail,
    adminPassword,
    seedDemo: seedDemo ?? !isProduction,
    razorpay,
    sandbox,
    downloadSecret: downloadSecret ?? DEV_DOWNLOAD_SECRET,
    secrets: { key: secrets.key!, previous: secrets.previous },
    publicUrl: url('PUBLIC_URL', `http://localhost:${storefrontPort}`),
    adminUrl: url('ADMIN_URL', `http://localhost:${adminPort}`),
    cookieDomain: str('COOKIE_DOMAIN'),
    trustProxy: trustProxy.proxies,
    appTimezone,
    storefrontDist: path.resolve(str('STOREFRONT_DIST') ?? path.join(root, 'storefront', 'dist')),
    // Beside the built app by default, so a test's own STOREFRONT_DIST comes without a server render.
    storefrontServerEntry: path.resolve(
      str('STOREFRONT_SERVER_ENTRY') ??
        path.join(
          path.resolve(str('STOREFRONT_DIST') ?? path.join(root, 'storefront', 'dist')),
          '..',
          'dist-server',
          'entry-server.cjs',
        ),
    ),
    adminDist: path.resolve(str('ADMIN_DIST') ?? path.join(root, 'admin-console', 'dist')),
    adminTotp,
    renderWorkers: whole('RENDER_WORKERS', 1, 0, 16),
    hashing: {
      concurrent: whole('HASH_CONCURRENCY', 2, 1, 64),
      waiting: whole('HASH_QUEUE', 100, 0, 10_000),
      maxWaitMs: whole('HASH_MAX_WAIT_MS', 1000, 0, 60_000),
    },
    seller,
    mail: {
      smtpUrl: mailFlag === false ? undefined : smtpUrlRaw,
      off: mailFlag === false,
      from: mailFrom ?? DEV_MAIL_FROM,
      postalAddress: str('MAIL_POSTAL_ADDRESS') ?? DEV_POSTAL_ADDRESS,
      timeoutMs: whole('SMTP_TIMEOUT_MS', 30_000, 100, 300_000),
    },
  };
  if (problems.length) throw new ConfigError(problems);
  return Object.freeze(config);
}

/**
 * SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_STATE and SELLER_GSTIN (decision 070). Outside
 * production, with none of them set, the seller is the demo company. A GSTIN must be valid, and
 * then name and address are required and a SELLER_STATE must be the GSTIN's. Without a GSTIN the
 * documents are plain receipts in the name of SELLER_LEGAL_NAME (or DevJobs).
 */
function sellerOf(
  str: (name: string) => string | undefined,
  isProduction: boolean,
  postalAddress: string | undefined,
  problems: string[],
): Config['seller'] {
  // The demo seller stands in only where no SELLER_ variable is set, and never in production.
  const names = ['SELLER_LEGAL_NAME', 'SELLER_ADDRESS', 'SELLER_STATE', 'SELLER_GSTIN'];
  const demo = isProduction || names.some((name) => str(name)) ? undefined : DEMO_SELLER;
  const gstinRaw = str('SELLER_GSTIN') ?? demo?.gstin;
  const gstin = gstinRaw ? validGstin(gstinRaw) : null;
  if (gstinRaw && !gstin)
    problems.push(
      `SELLER_GSTIN must be a valid GSTIN (15 characters, right check character), got "${gstinRaw}"`,
    );
  const legalName = str('SELLER_LEGAL_NAME') ?? demo?.legalName;
  const address = str('SELLER_ADDRESS') ?? demo?.address ?? postalAddress;
  const stateRaw = str('SELLER_STATE');
  const state = stateRaw ? stateCode(stateRaw) : null;
  if (stateRaw && !state)
    problems.push(`SELLER_STATE must be an Indian state, by name or GST code, got "${stateRaw}"`);
  if (gstin) {
    if (!legalName) problems.push('SELLER_LEGAL_NAME is required with SELLER_GSTIN');
    if (!address) problems.push('SELLER_ADDRESS is required with SELLER_GSTIN');
    if (state && state !== gstin.slice(0, 2))
      problems.push(
        `SELLER_STATE (${state}) must be the state of SELLER_GSTIN (${gstin.slice(0, 2)})`,
      );
  }
  return {
    legalName: legalName ?? 'DevJobs',
    address: address ?? DEV_POSTAL_ADDRESS,
    state: gstin?.slice(0, 2) ?? state ?? '29',
    gstin: gstin ?? undefined,
  };
}

/**
 * What production refuses to run with (decision 057), one line each: a payment sandbox anyone can
 * pay in, the demo admin's published password, webhooks dropped for want of their secret, and
 * secrets anyone can read in this repository.
 */
function unsafeInProduction(settings: {
  sandboxFlag: boolean | undefined;
  seedDemo: boolean | undefined;
  adminEmail: string | undefined;
  razorpay: {
    keyId: string | undefined;
    keySecret: string | undefined;
    webhookSecret: string | undefined;
  };
  downloadSecret: string | undefined;
  secretsKey: string | undefined;
  smtpUrl: string | undefined;
  mailFlag: boolean | undefined;
  adminTotp: Config['adminTotp'];
}): string[] {
  const { sandboxFlag, seedDemo, adminEmail, razorpay, downloadSecret, smtpUrl, mailFlag } =
    settings;
  const problems: string[] = [];
  if (sandboxFlag) {
    problems.push(
      'PAYMENTS_SANDBOX=1 runs the payment sandbox, where anyone can pay without money: unset PAYMENTS_SANDBOX in production and set the Razorpay keys',
    );
  }
  if (seedDemo && !adminEmail) {
    problems.push(
      'SEED_DEMO=1 without ADMIN_EMAIL creates the demo admin with its published password: set ADMIN_EMAIL and ADMIN_PASSWORD, or unset SEED_DEMO',
    );
  }
  if (razorpay.keyId && !razorpay.webhookSecret) {
    problems.push(
      "RAZORPAY_WEBHOOK_SECRET is required with RAZORPAY_KEY_ID in production (without it every webhook is refused): set it to the secret of the webhook in Razorpay's dashboard",
    );
  }
  for (const [name, value] of [
    ['RAZORPAY_KEY_SECRET', razorpay.keySecret],
    ['RAZORPAY_WEBHOOK_SECRET', razorpay.webhookSecret],
  ] as const) {
    if (value && PUBLISHED_SECRETS.includes(value)) {
      problems.push(
        `${name} is the payment sandbox's published default: set it to the secret from Razorpay's dashboard`,
      );
    }
  }
  if (!downloadSecret) {
    problems.push(
      `DOWNLOAD_SECRET is required in production (download links are signed with it): set it to a random value of at least ${DOWNLOAD_SECRET_MIN_BYTES} bytes (${MAKE_A_SECRET})`,
    );
  } else if (
    PUBLISHED_SECRETS.includes(downloadSecret) &&
    Buffer.byteLength(downloadSecret) >= DOWNLOAD_SECRET_MIN_BYTES
  ) {
    // (A short published one is already named by the length check.)
    problems.push(
      `DOWNLOAD_SECRET is a published default: set it to a random value of your own (${MAKE_A_SECRET})`,
    );
  }
  if (!settings.secretsKey) {
    problems.push(
      `SECRETS_KEY is required in production (mail links and two-factor secrets are sealed with it): set it to ${SECRETS_KEY_BYTES} random bytes in base64 (${MAKE_A_KEY})`,
    );
  } else if (PUBLISHED_SECRETS.includes(settings.secretsKey)) {
    problems.push(
      `SECRETS_KEY is the published development key: set it to ${SECRETS_KEY_BYTES} random bytes of your own (${MAKE_A_KEY})`,
    );
  }
  if (!smtpUrl && mailFlag !== false) {
    problems.push(
      'SMTP_URL is required in production (without it no mail is sent: password resets never arrive): set SMTP_URL and MAIL_FROM, or MAIL=off to run without mail',
    );
  }
  if (settings.adminTotp === 'optional') {
    problems.push(
      'ADMIN_TOTP=optional lets staff into the console with a password alone: unset ADMIN_TOTP in production (staff sign in with an authenticator code, decision 064)',
    );
  }
  return problems;
}
