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
  else if ((host === 'youtube.com' || host === 'youtube-nocookie.com') && segments.length === 2 && segments[0] === 'embed') id = segments[1];
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The watch link the admin form shows and edits. */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** The privacy-enhanced embed the storefront's player loads. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;
