/**
 * The course rules the API enforces and the admin's course form checks before sending (decision
 * 028): the limits, the accepted YouTube links and the price range. The API's course.rules.ts turns
 * them into its BAD_USER_INPUT errors; the console imports them through `@devjobs/web/course-rules`
 * and words its own messages. No imports: both sides compile it.
 */

export const COURSE_LIMITS = {
  title: 200,
  description: 1_000,
  subTitle: 200,
  modules: 50,
  /** Bytes (UTF-8) of one HTML field as sent: room for an image or two as data URLs. Over it: 413. */
  htmlBytes: 2 * 1024 * 1024,
  /** Razorpay's smallest order is ₹1. */
  minPaise: 100,
  /** ₹10,00,000. */
  maxPaise: 100_000_000,
  pageSize: 100,
} as const;

/** What is wrong with a price in rupees (a finite number). */
export type PriceProblem = 'negative' | 'fractions of paise' | 'below minimum' | 'above maximum';

/** The price in paise, or its problem: not negative, whole paise, from ₹1 to ₹10,00,000. */
export function pricePaise(rupees: number): { paise: number } | { problem: PriceProblem } {
  if (rupees < 0) return { problem: 'negative' };
  const paise = Math.round(rupees * 100);
  if (Math.abs(rupees * 100 - paise) > 1e-6) return { problem: 'fractions of paise' };
  if (paise < COURSE_LIMITS.minPaise) return { problem: 'below minimum' };
  if (paise > COURSE_LIMITS.maxPaise) return { problem: 'above maximum' };
  return { paise };
}

/**
 * YouTube links of course modules (decision 021). Accepted: youtube.com/watch?v=ID (www. or m.),
 * youtu.be/ID, youtube.com/embed/ID and youtube-nocookie.com/embed/ID, with or without https://;
 * other query parameters (a start time, a playlist) are dropped. Only the 11-character video id
 * is stored; links are rebuilt from it.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The video id of a YouTube link, or null when the text is not one. */
export function youtubeVideoId(text: string): string | null {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be' && segments.length === 1) id = segments[0];
  else if (host === 'youtube.com' && url.pathname === '/watch') id = url.searchParams.get('v');
  else if (
    (host === 'youtube.com' || host === 'youtube-nocookie.com') &&
    segments.length === 2 &&
    segments[0] === 'embed'
  )
    id = segments[1];
  return id && VIDEO_ID.test(id) ? id : null;
}
