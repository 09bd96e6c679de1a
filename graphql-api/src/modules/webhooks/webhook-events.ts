import { WEBHOOK_EVENTS, type WebhookEvent } from '../../contract/integrator-guide';
import { BadInputError } from '../../errors';

/** What endpoints may subscribe to (product.md#outgoing-webhooks): the contract's one list. */
export { WEBHOOK_EVENTS, type WebhookEvent };

/** The event a test delivery carries: never one an integrator acts on. */
export const TEST_EVENT = 'webhook.test';

/** At least one event, each of WEBHOOK_EVENTS, in their listed order. Else 400 naming `events`. */
export function parseEvents(value: unknown): WebhookEvent[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new BadInputError('events', 'Choose at least one event.');
  for (const event of value)
    if (!(WEBHOOK_EVENTS as readonly unknown[]).includes(event))
      throw new BadInputError(
        'events',
        `Unknown event ${JSON.stringify(String(event)).slice(0, 60)}: events are ${WEBHOOK_EVENTS.join(', ')}.`,
      );
  return WEBHOOK_EVENTS.filter((event) => value.includes(event));
}

/** The stored list, read back. */
export const eventsOf = (stored: string): WebhookEvent[] =>
  (JSON.parse(stored) as string[]).filter((e): e is WebhookEvent =>
    (WEBHOOK_EVENTS as readonly string[]).includes(e),
  );
