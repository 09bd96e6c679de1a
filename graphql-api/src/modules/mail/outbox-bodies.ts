import type { Repository } from 'typeorm';
import { type SecretBox, UnreadableSecretError } from '../../lib/secret-box';
import type { OutboxMessage } from './outbox.entity';

type Bodies = { html: string; text: string };

/** A message sent or given up keeps who, what, when and how, not its bodies (decision 078). */
export const ERASED = {
  html: null,
  text: null,
  sealedHtml: null,
  sealedText: null,
  sealedUnsubscribe: null,
} as const;

/** A body's sealing context: its row and column, so it opens nowhere else. */
const contextOf = (id: string, body: 'html' | 'text' | 'unsubscribe') =>
  `mail_outbox:${id}:${body}`;

/**
 * The bodies of outbox messages (decision 078): the ones sent, sealed under SECRETS_KEY, beside a
 * copy in the clear whose secret links are hidden, for staff. The only code that seals or opens
 * them: MailService, its sender and the tests' `outboxFor` go through here.
 */
export class OutboxBodies {
  constructor(private readonly box: SecretBox) {}

  /**
   * The columns of a new message `id`: `sent` sealed, `shown` as it is, and its List-Unsubscribe
   * link sealed when it has one.
   */
  columns(id: string, sent: Bodies, shown: Bodies, unsubscribeLink: string | null = null) {
    return {
      html: shown.html,
      text: shown.text,
      sealedHtml: this.box.seal(sent.html, contextOf(id, 'html')),
      sealedText: this.box.seal(sent.text, contextOf(id, 'text')),
      sealedUnsubscribe:
        unsubscribeLink && this.box.seal(unsubscribeLink, contextOf(id, 'unsubscribe')),
    };
  }

  /** The List-Unsubscribe link of a message, opened; null when it has none. */
  unsubscribeOf(row: OutboxMessage): string | null {
    return row.sealedUnsubscribe
      ? this.box.open(row.sealedUnsubscribe, contextOf(row.id, 'unsubscribe'))
      : null;
  }

  /**
   * The bodies as sent: opened from their sealed copies; a message enqueued before they were
   * sealed has only its plain ones. Under a key this process lacks: UnreadableSecretError.
   */
  asSent(row: OutboxMessage): Bodies {
    if (!row.sealedHtml || !row.sealedText) return { html: row.html ?? '', text: row.text ?? '' };
    return {
      html: this.box.open(row.sealedHtml, contextOf(row.id, 'html')),
      text: this.box.open(row.sealedText, contextOf(row.id, 'text')),
    };
  }

  /**
   * What staff read: the copy with secret links hidden, or, when `whole` (mail kept, not sent),
   * the message as sent, if this process can open it. Null once erased.
   */
  forStaff(row: OutboxMessage, whole: boolean): { html: string | null; text: string | null } {
    if (whole && row.sealedHtml && row.sealedText) {
      try {
        return this.asSent(row);
      } catch (error) {
        if (!(error instanceof UnreadableSecretError)) throw error;
      }
    }
    return { html: row.html, text: row.text };
  }

  /**
   * Seals with SECRETS_KEY the bodies still sealed under SECRETS_KEY_PREVIOUS (messages not yet
   * sent; `npm run secrets:reseal`); the number re-sealed.
   */
  async reseal(repo: Repository<OutboxMessage>): Promise<number> {
    let count = 0;
    const rows = await repo
      .createQueryBuilder('m')
      .where('m.sealedHtml IS NOT NULL AND m.sealedHtml NOT LIKE :current', {
        current: `${this.box.currentPrefix}%`,
      })
      .getMany();
    for (const row of rows) {
      const shown = { html: row.html!, text: row.text! };
      const again = this.columns(row.id, this.asSent(row), shown, this.unsubscribeOf(row));
      // Only if unchanged meanwhile: one sent since has no bodies left to seal.
      const done = await repo.update(
        { id: row.id, sealedHtml: row.sealedHtml! },
        {
          sealedHtml: again.sealedHtml,
          sealedText: again.sealedText,
          sealedUnsubscribe: again.sealedUnsubscribe,
        },
      );
      count += done.affected ?? 0;
    }
    return count;
  }
}
