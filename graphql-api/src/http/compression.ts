import compression from 'compression';

/**
 * Dynamic compression of what the API and the job pages answer (decision 010): brotli
 * when the client takes it, else gzip, above 1 KB. Answers that already carry a Content-Encoding
 * (the built apps' pre-compressed files, any pre-compressed snapshot) are left as they are.
 */
export const compressAnswers = compression({ threshold: 1024 });
