import type { DeliveryState, WebhookDelivery, WebhookEndpoint } from './webhook.entity';
import { eventsOf, type WebhookEvent } from './webhook-events';

/** An endpoint as staff see it: never its secret. */
export type WebhookEndpointRecord = {
  id: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: Date | null;
  failingSince: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** An endpoint just registered, with its signing secret: the only time anyone sees it. */
export type CreatedWebhookEndpoint = { endpoint: WebhookEndpointRecord; secret: string };

/** A delivery as staff see it; SENDING reads as PENDING. */
export type WebhookDeliveryRecord = {
  id: string;
  endpointId: string;
  eventType: string;
  messageId: string;
  payload: string;
  state: Exclude<DeliveryState, 'SENDING'>;
  attempts: number;
  nextAttemptAt: Date | null;
  lastStatusCode: number | null;
  lastAnswer: string | null;
  lastError: string | null;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
};

const dateOrNull = (value: Date | null) => (value ? new Date(value) : null);

export function endpointRecord(row: WebhookEndpoint): WebhookEndpointRecord {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: eventsOf(row.events),
    enabled: Boolean(row.enabled),
    disabledReason: row.disabledReason ?? null,
    disabledAt: dateOrNull(row.disabledAt),
    failingSince: dateOrNull(row.failingSince),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
}

export function deliveryRecord(row: WebhookDelivery): WebhookDeliveryRecord {
  const state = row.state === 'SENDING' ? 'PENDING' : row.state;
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventType: row.eventType,
    messageId: row.messageId,
    payload: row.payload,
    state,
    attempts: Number(row.attempts),
    nextAttemptAt: state === 'PENDING' ? new Date(row.nextAttemptAt) : null,
    lastStatusCode: row.lastStatusCode === null ? null : Number(row.lastStatusCode),
    lastAnswer: row.lastAnswer ?? null,
    lastError: row.lastError ?? null,
    lastAttemptAt: dateOrNull(row.lastAttemptAt),
    deliveredAt: dateOrNull(row.deliveredAt),
    createdAt: new Date(row.createdAt),
  };
}
