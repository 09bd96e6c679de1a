import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Where a delivery is (decision 104): waiting, being sent by one process, answered 2xx, given up. */
export const DELIVERY_STATES = ['PENDING', 'SENDING', 'DELIVERED', 'FAILED'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * An integrator's URL that events are posted to (product.md#outgoing-webhooks). Its signing
 * secret is sealed (decision 078, context `webhook_endpoints:<id>`) and shown to staff once.
 */
@Entity('webhook_endpoints')
@Index('IDX_webhook_endpoints_created', ['createdAt', 'id'])
export class WebhookEndpoint {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  /** JSON of the event types it receives (WEBHOOK_EVENTS). */
  @Column({ type: 'varchar', length: 255 })
  events: string;

  /** `whsec_…`, sealed. */
  @Column({ type: 'text' })
  sealedSecret: string;

  @Column({ type: 'boolean' })
  enabled: boolean;

  /** Why it was switched off (by staff, or after three days of failures); null while enabled. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  disabledReason: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  disabledAt: Date | null;

  /** The first failed attempt since its last delivery; null while deliveries succeed. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  failingSince: Date | null;

  /** The staff member who registered it. */
  @Column({ type: 'varchar', length: 36 })
  createdBy: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}

/**
 * One event for one endpoint (decision 104): written in the unit of work of the change, posted
 * later by the process's sender, retried with back-off for a day from `queuedAt`.
 */
@Entity('webhook_deliveries')
@Index('IDX_webhook_deliveries_due', ['state', 'nextAttemptAt'])
@Index('IDX_webhook_deliveries_endpoint', ['endpointId', 'createdAt', 'id'])
export class WebhookDelivery {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  endpointId: string;

  @Column({ type: 'varchar', length: 40 })
  eventType: string;

  /** The body posted, exactly as signed. */
  @Column({ type: 'text' })
  payload: string;

  /** `webhook-id`: the same on every attempt and resend, so a receiver can drop repeats. */
  @Column({ type: 'varchar', length: 40 })
  messageId: string;

  @Column({ type: 'integer' })
  attempts: number;

  @Column({ type: 'varchar', length: 16 })
  state: DeliveryState;

  @Column({ type: 'datetime', precision: 3 })
  nextAttemptAt: Date;

  /** Start of its day of retries: when it was queued, or resent. */
  @Column({ type: 'datetime', precision: 3 })
  queuedAt: Date;

  @Column({ type: 'varchar', length: 36, nullable: true })
  claimToken: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  claimedUntil: Date | null;

  @Column({ type: 'integer', nullable: true })
  lastStatusCode: number | null;

  /** The start of the receiver's last answer. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  lastAnswer: string | null;

  /** Why the last attempt failed (a status, a timeout, a refused address). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  lastError: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  lastAttemptAt: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  deliveredAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
