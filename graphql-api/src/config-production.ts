import type { Config } from './config';
import {
  DOWNLOAD_SECRET_MIN_BYTES,
  MAKE_A_KEY,
  MAKE_A_SECRET,
  PUBLISHED_SECRETS,
} from './config-defaults';
import { SECRETS_KEY_BYTES } from './lib/secret-box';

/**
 * What production refuses to run with (decision 057), one line each: a payment sandbox anyone can
 * pay in, the demo admin's published password, webhooks dropped for want of their secret, and
 * secrets anyone can read in this repository.
 */
export function unsafeInProduction(settings: {
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
