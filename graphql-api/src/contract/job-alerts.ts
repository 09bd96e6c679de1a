/**
 * What job alerts allow (product.md#job-alerts), for the API's rules and the storefront alike. No
 * imports: both sides compile it.
 */
export const JOB_ALERT_LIMITS = {
  /** Alerts one address may have, confirmed or not. */
  perAddress: 20,
  /** Jobs one alert mail lists at most, newest first. */
  jobsPerMail: 20,
} as const;

/** Instant: within a minute of a job being posted; daily: a digest at 09:00 India time. */
export const JOB_ALERT_FREQUENCIES = ['INSTANT', 'DAILY'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

/** Pending: a guest's, until its address is confirmed; active: sending; paused: sending nothing. */
export const JOB_ALERT_STATES = ['PENDING', 'ACTIVE', 'PAUSED'] as const;
export type JobAlertState = (typeof JOB_ALERT_STATES)[number];
