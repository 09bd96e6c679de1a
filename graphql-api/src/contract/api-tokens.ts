/**
 * What an API token may carry (product.md#for-integrators-api-tokens, decision 100), for the API's
 * rules and the console's token dialog alike. No imports: both sides compile it.
 */

/** Every scope a token may hold, each with what it allows, in the order the console lists them. */
export const API_SCOPES = [
  { scope: 'jobs:read', label: 'Read jobs', allows: 'Read jobs as the board shows them.' },
  { scope: 'jobs:write', label: 'Write jobs', allows: 'Post, edit and delete jobs.' },
  {
    scope: 'courses:read',
    label: 'Read courses',
    allows: 'Read every course, archived ones and lessons included.',
  },
  { scope: 'courses:write', label: 'Write courses', allows: 'Create, edit and archive courses.' },
  { scope: 'orders:read', label: 'Read orders', allows: 'Read the orders list.' },
  { scope: 'stats:read', label: 'Read stats', allows: 'Read the dashboard figures.' },
  { scope: 'suggestions:read', label: 'Read suggestions', allows: "Read visitors' suggestions." },
] as const;

export type ApiScope = (typeof API_SCOPES)[number]['scope'];

/** The scope names alone. */
export const API_SCOPE_NAMES: readonly ApiScope[] = API_SCOPES.map((s) => s.scope);

/** How long a new token lasts, in days, as the console offers it; the first is the default. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;

/** What every token starts with, so secret scanners can find a leaked one. */
export const API_TOKEN_PREFIX = 'devjobs_pat_';

/** Characters of a token's name, after trimming. */
export const API_TOKEN_NAME_MAX = 80;
