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
export const PUBLISHED_SECRETS: readonly string[] = [
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
export const MAKE_A_SECRET = 'openssl rand -base64 48';

export const MAKE_A_KEY = 'openssl rand -base64 32';
