import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { Connection } from '../../lib/paging';
import type { SecretBox } from '../../lib/secret-box';
import { newestFirst, staffPage } from '../../lib/staff-list';
import { isIdShaped } from '../../lib/validate';
import type { ServiceDeps } from '../../services';
import type { AuditChange } from '../audit/audit.service';
import { requireAdmin, type Viewer } from '../auth/auth.service';
import type { UsersService } from '../users/user.service';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entity';
import { eventsOf, TEST_EVENT, type WebhookEvent } from './webhook-events';
import { parseEndpointInput, parseEndpointPatch, type EndpointInput } from './webhook-input';
import {
  type CreatedWebhookEndpoint,
  deliveryRecord,
  endpointRecord,
  type WebhookDeliveryRecord,
  type WebhookEndpointRecord,
} from './webhook-records';
import { secretContext, type WebhookSender } from './webhook-sender';

export type { WebhookEvent } from './webhook-events';

const NOT_FOUND = 'Webhook endpoint not found.';

/**
 * Outgoing webhooks (product.md#outgoing-webhooks, decision 104): with its sender, the only code
 * that touches webhook_endpoints and webhook_deliveries. Staff signed in to the console manage
 * endpoints (no API token may: an endpoint receives orders). Other modules call `emit` on their
 * unit of work's copy, so a delivery row exists exactly when their change commits.
 */
export class WebhooksService {
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly box: SecretBox,
    private readonly invalidate: ServiceDeps['invalidate'],
    private readonly inTransaction: ServiceDeps['inTransaction'],
    private readonly users: UsersService,
    /** The process's sender, shared by every copy. */
    readonly sender: WebhookSender,
  ) {}

  private get endpoints() {
    return this.db.getRepository(WebhookEndpoint);
  }

  private get deliveries() {
    return this.db.getRepository(WebhookDelivery);
  }

  /**
   * Queues `type` with `data` for every enabled endpoint subscribed to it, in the caller's unit of
   * work; the sender is woken once the unit commits. The body is `{type, timestamp, data}`.
   */
  async emit(type: WebhookEvent, data: Record<string, unknown>): Promise<void> {
    const enabled = await this.endpoints.findBy({ enabled: true });
    const subscribed = enabled.filter((e) => eventsOf(e.events).includes(type));
    if (!subscribed.length) return;
    const now = this.clock.now();
    const payload = JSON.stringify({ type, timestamp: now.toISOString(), data });
    await this.queue(subscribed, type, payload, now);
  }

  private async queue(endpoints: WebhookEndpoint[], type: string, payload: string, now: Date) {
    const rows = endpoints.map((endpoint) => {
      const id = randomUUID();
      return this.deliveries.create({
        id,
        endpointId: endpoint.id,
        eventType: type,
        payload,
        messageId: `msg_${id.replace(/-/g, '')}`,
        attempts: 0,
        state: 'PENDING',
        nextAttemptAt: now,
        queuedAt: now,
        claimToken: null,
        claimedUntil: null,
        lastStatusCode: null,
        lastAnswer: null,
        lastError: null,
        lastAttemptAt: null,
        deliveredAt: null,
        createdAt: now,
      });
    });
    for (let i = 0; i < rows.length; i += 100) await this.deliveries.insert(rows.slice(i, i + 100));
    const sender = this.sender;
    this.invalidate(() => sender.wake());
    return rows;
  }

  /** Every endpoint, newest first, cursor-paginated. Staff on the console only. */
  list(
    viewer: Viewer,
    first?: unknown,
    after?: unknown,
  ): Promise<Connection<WebhookEndpointRecord>> {
    return staffPage(
      viewer,
      'session-only',
      () => newestFirst({ first, after }, () => this.endpoints.createQueryBuilder('e')),
      (rows) => rows.map(endpointRecord),
    );
  }

  /** One endpoint's deliveries, newest first. Unknown endpoint: NOT_FOUND. */
  async deliveriesOf(
    viewer: Viewer,
    endpointId: unknown,
    first?: unknown,
    after?: unknown,
  ): Promise<Connection<WebhookDeliveryRecord>> {
    requireAdmin(viewer, 'session-only');
    const endpoint = await this.find(endpointId);
    return staffPage(
      viewer,
      'session-only',
      () =>
        newestFirst({ first, after }, () =>
          this.deliveries.createQueryBuilder('d').where('d.endpointId = :id', { id: endpoint.id }),
        ),
      (rows) => rows.map(deliveryRecord),
    );
  }

  /**
   * Registers an endpoint (url, description, events; rules in webhook-input.ts, each fault 400
   * naming its field, nothing stored). Its secret `whsec_…` is answered once and kept sealed.
   */
  async create(viewer: Viewer, input: EndpointInput): Promise<CreatedWebhookEndpoint> {
    const staff = requireAdmin(viewer, 'session-only');
    const fields = parseEndpointInput(input, this.config.isProduction);
    const id = randomUUID();
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const now = this.clock.now();
    const row = this.endpoints.create({
      id,
      url: fields.url,
      description: fields.description,
      events: JSON.stringify(fields.events),
      sealedSecret: this.box.seal(secret, secretContext(id)),
      enabled: true,
      disabledReason: null,
      disabledAt: null,
      failingSince: null,
      createdBy: staff.id,
      createdAt: now,
      updatedAt: now,
    });
    await this.inTransaction(async (tx) => {
      await tx.webhooks.endpoints.insert(row);
      await tx.audit.record(staff, {
        kind: 'webhook.create',
        targetId: id,
        targetLabel: fields.url,
        changes: [{ field: 'events', before: null, after: fields.events.join(' ') }],
      });
    });
    return { endpoint: endpointRecord(row), secret };
  }

  /**
   * Changes an endpoint's url, description, events or enabled (each optional). Switching it on
   * again clears why it was off and its failures. Audited as `webhook.update`.
   */
  async update(viewer: Viewer, id: unknown, patch: Partial<EndpointInput> & { enabled?: unknown }) {
    const staff = requireAdmin(viewer, 'session-only');
    const existing = await this.find(id);
    const fields = parseEndpointPatch(patch ?? {}, this.config.isProduction);
    const now = this.clock.now();
    const next: WebhookEndpoint = { ...existing, updatedAt: now };
    if (fields.url !== undefined) next.url = fields.url;
    if (fields.description !== undefined) next.description = fields.description;
    if (fields.events !== undefined) next.events = JSON.stringify(fields.events);
    if (fields.enabled !== undefined && fields.enabled !== Boolean(existing.enabled)) {
      next.enabled = fields.enabled;
      next.disabledAt = fields.enabled ? null : now;
      next.disabledReason = fields.enabled ? null : 'Switched off by staff.';
      next.failingSince = null;
    }
    const changes = endpointChanges(existing, next);
    if (!changes.length) return endpointRecord(existing);
    await this.inTransaction(async (tx) => {
      const { id: _id, createdAt: _c, createdBy: _b, sealedSecret: _s, ...columns } = next;
      await tx.webhooks.endpoints.update({ id: existing.id }, columns);
      await tx.audit.record(staff, {
        kind: 'webhook.update',
        targetId: existing.id,
        targetLabel: next.url,
        changes,
      });
    });
    return endpointRecord(next);
  }

  /** Deletes an endpoint and its deliveries; its id. Audited as `webhook.delete`. */
  async delete(viewer: Viewer, id: unknown): Promise<string> {
    const staff = requireAdmin(viewer, 'session-only');
    const existing = await this.find(id);
    await this.inTransaction(async (tx) => {
      await tx.webhooks.deliveries.delete({ endpointId: existing.id });
      await tx.webhooks.endpoints.delete({ id: existing.id });
      await tx.audit.record(staff, {
        kind: 'webhook.delete',
        targetId: existing.id,
        targetLabel: existing.url,
        changes: [],
      });
    });
    return existing.id;
  }

  /**
   * Queues a delivery again, now, with the same `webhook-id` and body and a new day of retries.
   * Unknown: NOT_FOUND. Audited as `webhook.resend`.
   */
  async resend(viewer: Viewer, deliveryId: unknown): Promise<WebhookDeliveryRecord> {
    const staff = requireAdmin(viewer, 'session-only');
    const found = isIdShaped(deliveryId)
      ? await this.deliveries.findOneBy({ id: deliveryId })
      : null;
    if (!found) throw new NotFoundError('Webhook delivery not found.');
    const endpoint = await this.find(found.endpointId);
    const now = this.clock.now();
    const again = { state: 'PENDING' as const, nextAttemptAt: now, queuedAt: now };
    await this.inTransaction(async (tx) => {
      await tx.webhooks.deliveries.update(
        { id: found.id },
        { ...again, claimToken: null, claimedUntil: null },
      );
      await tx.audit.record(staff, {
        kind: 'webhook.resend',
        targetId: endpoint.id,
        targetLabel: endpoint.url,
        changes: [{ field: 'delivery', before: found.state, after: found.messageId }],
      });
      tx.webhooks.invalidate(() => this.sender.wake());
    });
    return deliveryRecord({ ...found, ...again });
  }

  /** Queues a `webhook.test` event to one endpoint (enabled or not); the delivery. */
  async sendTest(viewer: Viewer, endpointId: unknown): Promise<WebhookDeliveryRecord> {
    requireAdmin(viewer, 'session-only');
    const endpoint = await this.find(endpointId);
    const now = this.clock.now();
    const payload = JSON.stringify({
      type: TEST_EVENT,
      timestamp: now.toISOString(),
      data: { endpointId: endpoint.id, message: 'A test event sent from the DevJobs console.' },
    });
    const [row] = await this.queue([endpoint], TEST_EVENT, payload, now);
    return deliveryRecord(row);
  }

  /**
   * Switches an endpoint off after three days of failures and mails every admin, once: the
   * conditional update lets only one process (and one pass) do it.
   */
  async switchOff(endpoint: WebhookEndpoint, since: Date): Promise<void> {
    const admins = await this.users.admins();
    await this.inTransaction(async (tx) => {
      const now = this.clock.now();
      const result = await tx.webhooks.endpoints.update(
        { id: endpoint.id, enabled: true },
        { enabled: false, disabledAt: now, disabledReason: 'Failed for three days.' },
      );
      if (!result.affected) return;
      for (const admin of admins)
        await tx.mail.enqueue({
          to: admin.email,
          idempotencyKey: `webhook-disabled:${endpoint.id}:${+now}:${admin.id}`,
          template: {
            kind: 'webhook-disabled',
            url: endpoint.url,
            description: endpoint.description,
            since,
            link: `${this.config.adminUrl}/admin/webhooks`,
          },
        });
    });
  }

  private async find(id: unknown): Promise<WebhookEndpoint> {
    const row = isIdShaped(id) ? await this.endpoints.findOneBy({ id }) : null;
    if (!row) throw new NotFoundError(NOT_FOUND);
    return row;
  }
}

function endpointChanges(before: WebhookEndpoint, after: WebhookEndpoint): AuditChange[] {
  const shown = (row: WebhookEndpoint) => ({
    url: row.url,
    description: row.description,
    events: eventsOf(row.events).join(' '),
    enabled: String(Boolean(row.enabled)),
  });
  const [was, now] = [shown(before), shown(after)];
  return (Object.keys(was) as (keyof typeof was)[])
    .filter((field) => was[field] !== now[field])
    .map((field) => ({ field, before: was[field], after: now[field] }));
}
