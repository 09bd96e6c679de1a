/**
 * A cookie the admin console's scripts may read: why the admin session this browser held ended
 * ("idle": 30 minutes without a request; "expired": 12 hours after sign-in), set by the API when
 * it finds one so, for the login page to say (decision 055). Ten minutes, then it is gone.
 */
export const SESSION_ENDED_COOKIE = 'devjobs_admin_ended';
export type SessionEnded = 'idle' | 'expired';
