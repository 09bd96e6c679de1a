import { BadInputError } from '../../errors';
import { requiredText } from '../../lib/validate';
import { parseEvents, type WebhookEvent } from './webhook-events';
import { parseEndpointUrl } from './webhook-url';

/** An endpoint as staff send it. */
export type EndpointInput = { url?: unknown; description?: unknown; events?: unknown };

export type EndpointFields = { url: string; description: string; events: WebhookEvent[] };

const DESCRIPTION_MAX = 200;

/**
 * A new endpoint: url (http(s); in production https to a public host, decision 104), a
 * description of 1 to 200 characters, at least one known event. Each fault: 400 naming its field.
 */
export function parseEndpointInput(input: EndpointInput, production: boolean): EndpointFields {
  return {
    url: parseEndpointUrl(input?.url, production),
    description: description(input?.description),
    events: parseEvents(input?.events),
  };
}

/** The fields a change gives (each optional, each checked as for a new endpoint). */
export function parseEndpointPatch(
  patch: EndpointInput & { enabled?: unknown },
  production: boolean,
): Partial<EndpointFields> & { enabled?: boolean } {
  const given = (value: unknown) => value !== undefined && value !== null;
  if (given(patch.enabled) && typeof patch.enabled !== 'boolean')
    throw new BadInputError('enabled', 'enabled must be true or false.');
  return {
    url: given(patch.url) ? parseEndpointUrl(patch.url, production) : undefined,
    description: given(patch.description) ? description(patch.description) : undefined,
    events: given(patch.events) ? parseEvents(patch.events) : undefined,
    enabled: typeof patch.enabled === 'boolean' ? patch.enabled : undefined,
  };
}

const description = (value: unknown) =>
  requiredText(value, 'description', 'Description', DESCRIPTION_MAX, 'single-line');
