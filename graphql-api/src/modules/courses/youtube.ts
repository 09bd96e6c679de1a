/** The links rebuilt from a module's stored YouTube video id (contract/course-rules.ts reads it from a link). */

/** The watch link the admin form shows and edits. */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** The privacy-enhanced embed the storefront's player loads. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;
