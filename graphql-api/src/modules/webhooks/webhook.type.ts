import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionType } from '../../graphql/connection';
import type { EndpointInput } from './webhook-input';
import { WEBHOOK_EVENTS, type WebhookEvent } from './webhook-events';
import type {
  CreatedWebhookEndpoint,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
} from './webhook-records';

const DeliveryStateEnum = { PENDING: 'PENDING', DELIVERED: 'DELIVERED', FAILED: 'FAILED' } as const;
registerEnumType(DeliveryStateEnum, {
  name: 'WebhookDeliveryState',
  description: 'Where a webhook delivery is.',
  valuesConfig: {
    PENDING: { description: 'Waiting for its first attempt or a retry, or being sent.' },
    DELIVERED: { description: 'The receiver answered 2xx.' },
    FAILED: { description: 'Given up after a day of retries, or its endpoint is switched off.' },
  },
});

const EVENTS = WEBHOOK_EVENTS.join(', ');

// `implements`: the compiler refuses a field that drifts from the record.
@ObjectType('WebhookEndpoint', {
  description: 'A URL that events are posted to, signed (decision 104): never its secret.',
  simpleResolvers: true,
})
export class WebhookEndpointObject implements WebhookEndpointRecord {
  @Field(() => ID, { description: 'Stable id (UUID).' })
  id: string;

  @Field(() => String, { description: 'Where events are posted.' })
  url: string;

  @Field(() => String, { description: 'What it is for, in staff’s words.' })
  description: string;

  @Field(() => [String], { description: `The events it receives: of ${EVENTS}.` })
  events: WebhookEvent[];

  @Field(() => Boolean, { description: 'Whether events are posted to it.' })
  enabled: boolean;

  @Field(() => String, { nullable: true, description: 'Why it is switched off; null when on.' })
  disabledReason: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was switched off; null when on.' })
  disabledAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'The first failed attempt since its last delivery; null while deliveries succeed.',
  })
  failingSince: Date | null;

  @Field(() => Date, { description: 'When staff registered it.' })
  createdAt: Date;

  @Field(() => Date, { description: 'When it was last changed.' })
  updatedAt: Date;
}

@ObjectType('CreatedWebhookEndpoint', {
  description: 'An endpoint just registered, with its signing secret, shown once.',
})
export class CreatedWebhookEndpointObject implements CreatedWebhookEndpoint {
  @Field(() => WebhookEndpointObject, { description: 'The endpoint.' })
  endpoint: WebhookEndpointObject;

  @Field(() => String, {
    description:
      'The signing secret (whsec_…) to verify webhook-signature with. Never shown again.',
  })
  secret: string;
}

@ObjectType('WebhookDelivery', {
  description: 'One event posted to one endpoint, with the receiver’s last answer.',
  simpleResolvers: true,
})
export class WebhookDeliveryObject implements WebhookDeliveryRecord {
  @Field(() => ID, { description: 'Stable id (UUID).' })
  id: string;

  @Field(() => ID, { description: 'Its endpoint.' })
  endpointId: string;

  @Field(() => String, { description: `The event: of ${EVENTS}, or webhook.test.` })
  eventType: string;

  @Field(() => String, { description: 'The webhook-id header: the same on retries and resends.' })
  messageId: string;

  @Field(() => String, { description: 'The JSON body posted: {type, timestamp, data}.' })
  payload: string;

  @Field(() => DeliveryStateEnum, { description: 'Pending, delivered or failed.' })
  state: WebhookDeliveryRecord['state'];

  @Field(() => Int, { description: 'Attempts made so far.' })
  attempts: number;

  @Field(() => Date, { nullable: true, description: 'When it is tried next; null unless pending.' })
  nextAttemptAt: Date | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The receiver’s last HTTP status; null when none came.',
  })
  lastStatusCode: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The start of the receiver’s last answer (1,000 characters).',
  })
  lastAnswer: string | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  lastError: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was last tried.' })
  lastAttemptAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the receiver took it.' })
  deliveredAt: Date | null;

  @Field(() => Date, { description: 'When the event happened.' })
  createdAt: Date;
}

@InputType({
  description:
    'A new webhook endpoint. Rules (errors name the field): url http(s), in production https to a public host; description 1 to 200 characters; at least one known event.',
})
export class WebhookEndpointInput implements EndpointInput {
  @Field(() => String, { description: 'Where to post events.' })
  url: string;

  @Field(() => String, { description: 'What it is for, e.g. "Aggregator sync".' })
  description: string;

  @Field(() => [String], { description: `The events to post: of ${EVENTS}.` })
  events: string[];
}

@InputType({ description: 'Changes to an endpoint: each field optional, checked as when new.' })
export class WebhookEndpointPatch implements EndpointInput {
  @Field(() => String, { nullable: true, description: 'A new URL.' })
  url?: string;

  @Field(() => String, { nullable: true, description: 'A new description.' })
  description?: string;

  @Field(() => [String], { nullable: true, description: 'The new list of events.' })
  events?: string[];

  @Field(() => Boolean, {
    nullable: true,
    description: 'Switch it on (clears why it was off) or off.',
  })
  enabled?: boolean;
}

export const { Connection: WebhookEndpointConnection } = connectionType(
  WebhookEndpointObject,
  'WebhookEndpoint',
  {
    one: 'webhook endpoint',
    many: 'webhook endpoints',
    totalCount: 'How many endpoints there are.',
  },
);

export const { Connection: WebhookDeliveryConnection } = connectionType(
  WebhookDeliveryObject,
  'WebhookDelivery',
  {
    one: 'webhook delivery',
    many: 'webhook deliveries',
    totalCount: 'How many deliveries the endpoint has.',
  },
);
