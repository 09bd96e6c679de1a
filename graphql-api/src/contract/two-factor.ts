/**
 * Two-factor sign-in (decision 064, docs/product.md#two-factor-sign-in): the words both apps and
 * the API share. No imports: both sides compile it.
 */

/** How long the second step of a sign-in may wait after the password was accepted. */
export const SIGN_IN_CHALLENGE_MINUTES = 5;
/** Wrong codes one sign-in may try before it must start over with the password. */
export const SIGN_IN_CHALLENGE_ATTEMPTS = 5;
/** How many one-time recovery codes an account gets when it turns two-factor sign-in on. */
export const RECOVERY_CODE_COUNT = 10;

/** The password was right; a code from the authenticator app (or a recovery code) finishes it. */
export const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app.';
/** The password was right; staff must set up two-factor sign-in before entering the console. */
export const ENROLMENT_NEEDED =
  'Staff accounts need two-factor sign-in. Set it up now to enter the console.';
/** The second step came too late, too often wrong, or without a first one. */
export const SIGN_IN_STARTED_OVER = 'This sign-in has expired. Please enter your password again.';
