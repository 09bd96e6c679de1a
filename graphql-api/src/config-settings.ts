import path from 'node:path';
import type { Config } from './config';
import {
  DEMO_SELLER,
  DEV_POSTAL_ADDRESS,
  DEV_SECRETS_KEY,
  DOWNLOAD_SECRET_MIN_BYTES,
  MAKE_A_SECRET,
  SANDBOX_DEFAULT_SECRETS,
} from './config-defaults';
import type { EnvReader } from './config-reader';
import { LOG_LEVELS, type LogLevel } from './lib/log';
import { stateCode, validGstin } from './modules/payments/invoices/gstin';

/** The settings of one concern each, read in the order `loadConfig` lists their problems. */

export function nodeEnvOf({ str, problems }: EnvReader) {
  const nodeEnvRaw = str('NODE_ENV') ?? 'development';
  const nodeEnv = (['development', 'production', 'test'] as const).find((e) => e === nodeEnvRaw);
  if (!nodeEnv)
    problems.push(`NODE_ENV must be development, production or test, got "${nodeEnvRaw}"`);
  return nodeEnv;
}

export function databaseOf({ str, problems }: EnvReader) {
  const databaseUrl = str('DATABASE_URL');
  if (databaseUrl && !/^mysql:\/\/.+/.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a mysql:// URL (leave it unset for SQLite)');
  }
  const dataDir = path.resolve(str('DATA_DIR') ?? 'data');
  // Where `npm run backup` writes (docs/operations.md#backups); checked when a backup is written.
  const backupDir = path.resolve(str('BACKUP_DIR') ?? 'backups');
  return { databaseUrl, dataDir, sqlitePath: path.join(dataDir, 'app.sqlite'), backupDir };
}

export function adminOf({ raw, str, problems }: EnvReader) {
  const adminEmail = str('ADMIN_EMAIL')?.toLowerCase();
  const adminPassword = raw('ADMIN_PASSWORD');
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (adminPassword && adminPassword.length < 8)
    problems.push('ADMIN_PASSWORD must be at least 8 characters');
  return { adminEmail, adminPassword };
}

/** Razorpay's keys, and the sandbox that stands in without them (never by default in production). */
export function paymentsOf({ str, flag, optionalUrl, problems }: EnvReader, isProduction: boolean) {
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
  return { razorpay, sandbox, sandboxFlag };
}

/** MAIL, SMTP_URL and MAIL_FROM (decision 061); the timeout and postal address come later. */
export function mailOf({ str, flag, problems }: EnvReader) {
  const mailFlag = flag('MAIL');
  const smtpUrl = str('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\/[^/]+/.test(smtpUrl))
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:password@host:587)');
  const mailFrom = str('MAIL_FROM');
  if (mailFrom && /[\r\n]/.test(mailFrom)) problems.push('MAIL_FROM must be one line');
  if (smtpUrl && mailFlag !== false && !mailFrom)
    problems.push('MAIL_FROM is required with SMTP_URL (DevJobs <no-reply@example.com>)');
  return { mailFlag, smtpUrl, mailFrom };
}

/** DOWNLOAD_SECRET (decision 057) and SECRETS_KEY with SECRETS_KEY_PREVIOUS (decision 078). */
export function secretsOf({ str, secretsKey: keyOf, problems }: EnvReader) {
  const downloadSecret = str('DOWNLOAD_SECRET');
  if (downloadSecret && Buffer.byteLength(downloadSecret) < DOWNLOAD_SECRET_MIN_BYTES) {
    problems.push(
      `DOWNLOAD_SECRET must be at least ${DOWNLOAD_SECRET_MIN_BYTES} bytes, got ${Buffer.byteLength(downloadSecret)}: set it to a random value (${MAKE_A_SECRET})`,
    );
  }
  const secretsKey = str('SECRETS_KEY');
  const secrets = {
    key: keyOf('SECRETS_KEY', secretsKey ?? DEV_SECRETS_KEY),
    previous: keyOf('SECRETS_KEY_PREVIOUS', str('SECRETS_KEY_PREVIOUS')),
  };
  return { downloadSecret, secretsKey, secrets };
}

export function adminTotpOf({ str, problems }: EnvReader, isProduction: boolean) {
  const adminTotpRaw = str('ADMIN_TOTP');
  if (adminTotpRaw && adminTotpRaw !== 'required' && adminTotpRaw !== 'optional')
    problems.push(`ADMIN_TOTP must be required or optional, got "${adminTotpRaw}"`);
  const adminTotp: Config['adminTotp'] =
    adminTotpRaw === 'optional' || (!adminTotpRaw && !isProduction) ? 'optional' : 'required';
  return adminTotp;
}

export function timezoneOf({ str, problems }: EnvReader) {
  const appTimezone = str('APP_TIMEZONE') ?? 'Asia/Kolkata';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: appTimezone });
  } catch {
    problems.push(`APP_TIMEZONE must be an IANA time zone, got "${appTimezone}"`);
  }
  return appTimezone;
}

/** Where the built apps and the storefront's server render are (decision 030). */
export function appDirsOf({ str }: EnvReader) {
  const root = path.resolve(__dirname, '..', '..');
  const storefrontDist = path.resolve(
    str('STOREFRONT_DIST') ?? path.join(root, 'storefront', 'dist'),
  );
  return {
    storefrontDist,
    // Beside the built app by default, so a test's own STOREFRONT_DIST comes without a server render.
    storefrontServerEntry: path.resolve(
      str('STOREFRONT_SERVER_ENTRY') ??
        path.join(storefrontDist, '..', 'dist-server', 'entry-server.cjs'),
    ),
    adminDist: path.resolve(str('ADMIN_DIST') ?? path.join(root, 'admin-console', 'dist')),
    explorerDist: path.join(root, 'graphql-api', 'explorer', 'dist'),
  };
}

/**
 * SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_STATE and SELLER_GSTIN (decision 070). Outside
 * production, with none of them set, the seller is the demo company. A GSTIN must be valid, and
 * then name and address are required and a SELLER_STATE must be the GSTIN's. Without a GSTIN the
 * documents are plain receipts in the name of SELLER_LEGAL_NAME (or DevJobs).
 */
export function sellerOf(
  { str, problems }: EnvReader,
  isProduction: boolean,
  postalAddress: string | undefined,
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
 * LOG_LEVEL, and METRICS_PORT with METRICS_HOST and METRICS_PUBLIC (decision 108): metrics are
 * served only when METRICS_PORT is set, on 127.0.0.1 unless METRICS_HOST says otherwise; in
 * production an address that reaches beyond this machine and its private networks needs
 * METRICS_PUBLIC=1.
 */
export function observabilityOf(
  { str, port, flag, problems }: EnvReader,
  nodeEnv: Config['nodeEnv'],
): Pick<Config, 'logLevel' | 'metrics'> {
  const levelRaw = str('LOG_LEVEL')?.toLowerCase();
  const logLevel = LOG_LEVELS.find((level) => level === levelRaw);
  if (levelRaw && !logLevel)
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${levelRaw}"`);
  const metricsPort = str('METRICS_PORT') === undefined ? undefined : port('METRICS_PORT', 0);
  const host = str('METRICS_HOST') ?? '127.0.0.1';
  const allowPublic = flag('METRICS_PUBLIC') ?? false;
  if (metricsPort !== undefined && nodeEnv === 'production' && !allowPublic && !privateHost(host))
    problems.push(
      `METRICS_HOST=${host} serves the metrics to anyone who reaches this machine: bind them to 127.0.0.1 or a private address, or set METRICS_PUBLIC=1 if a firewall keeps the port private`,
    );
  const defaultLevel: LogLevel = nodeEnv === 'test' ? 'error' : 'info';
  return {
    logLevel: logLevel ?? defaultLevel,
    metrics: metricsPort === undefined ? undefined : { port: metricsPort, host },
  };
}

/** Loopback, a private network (RFC 1918, IPv6 unique local) or a name for this machine alone. */
function privateHost(host: string): boolean {
  if (host === 'localhost' || host === '::1') return true;
  if (/^127\./.test(host) || /^10\./.test(host) || /^192\.168\./.test(host)) return true;
  if (/^172\.(1[6-9]|2\d|3[01])\./.test(host)) return true;
  return /^f[cd][0-9a-f]{2}:/i.test(host);
}
