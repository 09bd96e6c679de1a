import { SecretBox } from '../../lib/secret-box';
import type { ApiModule } from '../api-module';
import { Webhooks1766600000104 } from './migrations/1766600000104-webhooks';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entity';
import { WebhookResolver } from './webhook.resolver';
import { WebhooksService } from './webhook.service';
import { WebhookSender } from './webhook-sender';

declare module '../../services' {
  interface ModuleServices {
    webhooks: WebhooksService;
  }
}

/**
 * Outgoing webhooks (product.md#outgoing-webhooks, decision 104): endpoints staff register, and a
 * durable queue of signed deliveries that one sender per process posts (built with the app's
 * services, shared by every unit's copy).
 */
export const webhooks: ApiModule = {
  name: 'webhooks',
  entities: [WebhookEndpoint, WebhookDelivery],
  migrations: [Webhooks1766600000104],
  resolvers: [WebhookResolver],
  services: ({ db, clock, config, invalidate, app, inTransaction }, { users }) => {
    const box = new SecretBox(config.secrets);
    // The app's sender switches endpoints off through the app's service (a unit of work of its own).
    const holder: { service?: WebhooksService } = {};
    const sender =
      app?.webhooks.sender ??
      new WebhookSender(db, clock, box, config.isProduction, (endpoint, since) =>
        holder.service!.switchOff(endpoint, since),
      );
    holder.service = new WebhooksService(
      db,
      clock,
      config,
      box,
      invalidate,
      inTransaction,
      users,
      sender,
    );
    return { webhooks: holder.service };
  },
  stop: ({ webhooks }) => webhooks.sender.stop(),
};
