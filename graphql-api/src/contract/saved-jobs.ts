/**
 * What a seeker's saved jobs may hold (product.md#saved-jobs), for the API's rules and the
 * storefront's note field alike. No imports: both sides compile it.
 */
export const SAVED_JOB_LIMITS = {
  /** Characters of a private note, after trimming. */
  note: 500,
  /** Saved jobs one account may keep. */
  perAccount: 500,
  /** An open job whose deadline is at most this many days away is closing soon. */
  closingSoonDays: 3,
} as const;

/** Where a saved job stands: still open, open with its deadline near, closed, or deleted by staff. */
export const SAVED_JOB_STATES = ['OPEN', 'CLOSING_SOON', 'CLOSED', 'REMOVED'] as const;
export type SavedJobState = (typeof SAVED_JOB_STATES)[number];
