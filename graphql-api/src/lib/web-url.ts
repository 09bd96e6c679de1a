import { BadInputError } from '../errors';

/**
 * An http(s) URL a visitor's browser will open (apply links, thumbnails). Anything else —
 * `javascript:`, `data:`, relative paths, garbage — is refused naming the field.
 */
export function httpUrl(
  value: unknown,
  field: string,
  label: string,
  options: { required: boolean; max?: number },
): string | null {
  const max = options.max ?? 2000;
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
    if (options.required) throw new BadInputError(field, `${label} is required.`);
    return null;
  }
  if (typeof value !== 'string') throw new BadInputError(field, `${label} must be a web address.`);
  const text = value.trim();
  if (text.length > max)
    throw new BadInputError(field, `${label} must be at most ${max} characters.`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new BadInputError(
      field,
      `${label} must be a full web address starting with http:// or https://.`,
    );
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw new BadInputError(
      field,
      `${label} must be a full web address starting with http:// or https://.`,
    );
  }
  return text;
}
