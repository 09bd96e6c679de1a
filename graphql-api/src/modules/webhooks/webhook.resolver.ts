import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { AfterArg, FirstArg } from '../../graphql/page-args';
import { pageCost } from '../../graphql/query-limits';
import {
  CreatedWebhookEndpointObject,
  WebhookDeliveryConnection,
  WebhookDeliveryObject,
  WebhookEndpointConnection,
  WebhookEndpointInput,
  WebhookEndpointObject,
  WebhookEndpointPatch,
} from './webhook.type';

const STAFF = '(ADMIN, signed in to the console; no API token may)';

/** Outgoing webhooks: WebhooksService refuses anyone but staff signed in to the console. */
@Resolver(() => WebhookEndpointObject)
export class WebhookResolver {
  @Query(() => WebhookEndpointConnection, {
    description: `Webhook endpoints, newest first ${STAFF}. first: 0 to 100.`,
    complexity: pageCost(50),
  })
  webhookEndpoints(
    @FirstArg({ defaultValue: 50 }) first: number | null,
    @AfterArg() after: string | null,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.webhooks.list(viewer, first, after);
  }

  @Query(() => WebhookDeliveryConnection, {
    description: `An endpoint’s deliveries, newest first ${STAFF}. Unknown endpoint: NOT_FOUND.`,
    complexity: pageCost(20),
  })
  webhookDeliveries(
    @Arg('endpointId', () => ID, { description: 'The endpoint.' }) endpointId: string,
    @FirstArg({ defaultValue: 20 }) first: number | null,
    @AfterArg() after: string | null,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.webhooks.deliveriesOf(viewer, endpointId, first, after);
  }

  @Mutation(() => CreatedWebhookEndpointObject, {
    description: `Registers a webhook endpoint and answers its signing secret, once ${STAFF}. Bad input: BAD_USER_INPUT naming the field, nothing stored.`,
  })
  createWebhookEndpoint(
    @Arg('input', () => WebhookEndpointInput, { description: 'The endpoint.' })
    input: WebhookEndpointInput,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.webhooks.create(viewer, input);
  }

  @Mutation(() => WebhookEndpointObject, {
    description: `Changes a webhook endpoint, or switches it on or off ${STAFF}. Unknown: NOT_FOUND.`,
  })
  updateWebhookEndpoint(
    @Arg('id', () => ID, { description: 'The endpoint.' }) id: string,
    @Arg('patch', () => WebhookEndpointPatch, { description: 'What to change.' })
    patch: WebhookEndpointPatch,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.webhooks.update(viewer, id, patch);
  }

  @Mutation(() => ID, {
    description: `Deletes a webhook endpoint and its deliveries; its id ${STAFF}. Unknown: NOT_FOUND.`,
  })
  deleteWebhookEndpoint(
    @Arg('id', () => ID, { description: 'The endpoint.' }) id: string,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.webhooks.delete(viewer, id);
  }

  @Mutation(() => WebhookDeliveryObject, {
    description: `Queues a delivery again now, same webhook-id and body ${STAFF}. Unknown: NOT_FOUND.`,
  })
  resendWebhookDelivery(
    @Arg('id', () => ID, { description: 'The delivery.' }) id: string,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.webhooks.resend(viewer, id);
  }

  @Mutation(() => WebhookDeliveryObject, {
    description: `Queues a webhook.test event to one endpoint ${STAFF}. Unknown: NOT_FOUND.`,
  })
  sendTestWebhook(
    @Arg('endpointId', () => ID, { description: 'The endpoint.' }) endpointId: string,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.webhooks.sendTest(viewer, endpointId);
  }
}
