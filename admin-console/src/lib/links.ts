import { jobPath } from '@devjobs/web/job-path';

/** Where the public storefront lives (for 'View site' and links to job pages). */
export const storefrontUrl = (
  import.meta.env.VITE_STOREFRONT_URL ?? 'http://localhost:3000'
).replace(/\/+$/, '');

/** The storefront's page for a job (its slug, encoded so any title makes a working link). */
export function storefrontJobUrl(slug: string) {
  return `${storefrontUrl}${jobPath(slug)}`;
}
