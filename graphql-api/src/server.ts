import 'reflect-metadata';
import { createApp } from './app';
import { prepareData } from './bootstrap';
import { type Config, loadConfig } from './config';
import { openDatabase } from './db/data-source';
import { openPorts, portOf } from './http/listen';
import type { GatewayMode } from './modules/payments/gateway';
import { runMain } from './startup-error';

/**
 * `npm start`: opens the three ports first (a taken port stops here, before the database is
 * touched), then the database, then serves. "DevJobs is running" is printed only when all of it works.
 */
async function main() {
  const config = loadConfig();
  const ports = await openPorts([
    { name: 'PORT', port: config.port },
    { name: 'STOREFRONT_PORT', port: config.storefrontPort },
    { name: 'ADMIN_PORT', port: config.adminPort },
    // Metrics on a port of their own, on 127.0.0.1 unless METRICS_HOST says (decision 108).
    ...(config.metrics
      ? [{ name: 'METRICS_PORT', port: config.metrics.port, host: config.metrics.host }]
      : []),
  ]);
  try {
    const db = await openDatabase({
      databaseUrl: config.databaseUrl,
      sqlitePath: config.sqlitePath,
    });
    const app = await createApp({ config, db });
    const { seeded, signIn } = await prepareData({ config, services: app.services });
    ports.serve([
      app.site('api'),
      app.site('storefront'),
      app.site('admin'),
      ...(config.metrics ? [app.metricsSite()] : []),
    ]);

    const [apiPort, storefrontPort, adminPort, metricsPort] = ports.servers.map(portOf);
    const database = config.databaseUrl ? 'MySQL (DATABASE_URL)' : `SQLite at ${config.sqlitePath}`;
    console.log(
      [
        '',
        'DevJobs is running',
        `  Storefront     http://localhost:${storefrontPort}`,
        `  Admin console  http://localhost:${adminPort}/admin/login`,
        `  API            http://localhost:${apiPort}/graphql and /api`,
        `  API explorer   http://localhost:${apiPort}/explorer`,
        `  Database       ${database}${seeded ? ' (demo data loaded)' : ''}`,
        `  Pages          ${app.pagesRenderedBy()}`,
        ...signIn,
        `  Payments       ${paymentsLine(config, app.services.paymentGateway.mode)}`,
        `  Mail           ${mailLine(config)}`,
        `  Metrics        ${config.metrics ? `http://${hostInUrl(config.metrics.host)}:${metricsPort}/metrics` : 'off (set METRICS_PORT to serve /metrics)'}`,
        '',
      ].join('\n'),
    );

    const shutdown = async () => {
      await ports.close();
      await app.stop();
      await db.destroy();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown());
    process.on('SIGTERM', () => void shutdown());
  } catch (error) {
    await ports.close();
    throw error;
  }
}

/** A host as a URL writes it: an IPv6 address in brackets. */
const hostInUrl = (host: string) => (host.includes(':') ? `[${host}]` : host);

/** The gateway the app built (decision 025), in words, with what an operator may have to fix. */
function paymentsLine(config: Config, mode: GatewayMode): string {
  if (mode === 'sandbox') return 'offline Razorpay sandbox (no real money; /sandbox)';
  // Production never suggests the sandbox: it refuses to start with it (decision 057).
  if (mode === 'off')
    return `not configured: payment calls answer 503 (set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET${config.isProduction ? '' : ', or unset PAYMENTS_SANDBOX for the offline sandbox'})`;
  const at = config.razorpay.apiBase ? ` at ${config.razorpay.apiBase}` : '';
  return `Razorpay${at}${config.razorpay.webhookSecret ? '' : ' (no RAZORPAY_WEBHOOK_SECRET: webhooks are refused)'}`;
}

/** Where mail goes (decision 061): the SMTP server without its credentials, or kept in the outbox. */
function mailLine(config: Config): string {
  const { smtpUrl } = config.mail;
  if (!smtpUrl)
    return 'kept in the outbox, not sent (/admin/outbox; set SMTP_URL and MAIL_FROM to send)';
  const { protocol, host } = new URL(smtpUrl);
  return `sent through ${protocol}//${host} from ${config.mail.from}`;
}

runMain(main);
