import { SecretBox } from '../../lib/secret-box';
import type { ApiModule } from '../api-module';
import { MailDelivery } from './mail-delivery';
import { MailResolver } from './mail.resolver';
import { MailService } from './mail.service';
import { MailOutbox1765300000000 } from './migrations/1765300000000-mail-outbox';
import { SealedMailBodies1765900000078 } from './migrations/1765900000078-sealed-mail-bodies';
import { OutboxRequestId1766900000108 } from './migrations/1766900000108-outbox-request-id';
import { UnsubscribeHeader1766560000000 } from './migrations/1766560000000-unsubscribe-header';
import { OutboxBodies } from './outbox-bodies';
import { OutboxMessage } from './outbox.entity';

declare module '../../services' {
  interface ModuleServices {
    mail: MailService;
  }
}

/**
 * Outgoing mail (decision 061): an outbox written in the caller's unit of work, and one sender per
 * process (built with the app's services, shared by every unit's copy) when SMTP_URL is set.
 */
export const mail: ApiModule = {
  name: 'mail',
  entities: [OutboxMessage],
  migrations: [
    MailOutbox1765300000000,
    SealedMailBodies1765900000078,
    UnsubscribeHeader1766560000000,
    OutboxRequestId1766900000108,
  ],
  resolvers: [MailResolver],
  services: ({ db, clock, config, invalidate, app }) => ({
    mail: new MailService(
      db,
      clock,
      config,
      new OutboxBodies(new SecretBox(config.secrets)),
      invalidate,
      app
        ? app.mail.delivery
        : config.mail.smtpUrl
          ? new MailDelivery(
              db,
              clock,
              config.mail,
              new OutboxBodies(new SecretBox(config.secrets)),
            )
          : undefined,
    ),
  }),
  stop: ({ mail }) => mail.stop(),
};
