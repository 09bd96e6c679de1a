import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../../graphql/connection';
import type { MailStatus, OutboxRecord } from './outbox-list';

@InputType({ description: 'Narrows the mail outbox. Every part optional.' })
export class OutboxFilter {
  @Field(() => String, {
    nullable: true,
    description: "Only messages of this kind (one of mailKinds, e.g. 'password-reset').",
  })
  kind?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Only messages in this status: queued, sending, sent, kept or failed.',
  })
  status?: string | null;
}

// `implements`: the compiler refuses a field that drifts from the record.
@ObjectType('OutboxMessage', {
  description: 'One outgoing message, as rendered when it was enqueued, and how its sending went.',
  simpleResolvers: true,
})
export class OutboxMessageObject implements OutboxRecord {
  @Field(() => ID, { description: 'Stable id (UUID).' })
  id: string;

  @Field(() => String, { description: "Its template ('password-reset', …)." })
  kind: string;

  @Field(() => String, { description: 'The one address it goes to.' })
  recipient: string;

  @Field(() => String, { description: 'Its subject line: fixed text of the template.' })
  subject: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The HTML body: show it only in a sandboxed frame. Secret links (password reset, confirmation, downloads, invoices) have their token hidden, unless mail is kept (mailStatus.delivery kept). Null once erased (bodyErased).',
  })
  html: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The plain-text body, as html. Null once erased (bodyErased).',
  })
  text: string | null;

  @Field(() => Boolean, {
    description: 'True once the message was sent or failed: its bodies are erased, the rest stays.',
  })
  bodyErased: boolean;

  @Field(() => String, {
    description:
      'queued (waiting), sending (claimed by a sender), sent, kept (stored without SMTP, never sent) or failed (after the last attempt).',
  })
  status: string;

  @Field(() => Int, { description: 'Sending attempts made so far.' })
  attempts: number;

  @Field(() => Date, { description: 'When a queued message is next tried.' })
  nextAttemptAt: Date;

  @Field(() => String, {
    nullable: true,
    description: "The SMTP server's answer to the last failed attempt.",
  })
  lastError: string | null;

  @Field(() => Date, { description: 'When it was enqueued.' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the SMTP server took it.' })
  sentAt: Date | null;
}

export const { Edge: OutboxMessageEdge, Connection: OutboxMessageConnection } = connectionType(
  OutboxMessageObject,
  'OutboxMessage',
  { one: 'message', many: 'messages', totalCount: 'How many messages match, in all.' },
);

@ObjectType('MailStatus', { description: 'How this server handles outgoing mail.' })
export class MailStatusObject implements MailStatus {
  @Field(() => String, {
    description:
      'smtp: sent; kept: kept in the outbox for staff to read (no SMTP_URL, development); off: MAIL=off, nothing is sent.',
  })
  delivery: 'smtp' | 'kept' | 'off';

  @Field(() => [String], {
    description: 'With delivery off: what users do not receive, in plain words; empty otherwise.',
  })
  unavailable: string[];
}
