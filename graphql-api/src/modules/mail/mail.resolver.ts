import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { AfterArg, FirstArg } from '../../graphql/page-args';
import { pageCost } from '../../graphql/query-limits';
import {
  MailStatusObject,
  OutboxFilter,
  OutboxMessageConnection,
  OutboxMessageObject,
} from './outbox.type';

/** Reading the mail outbox: MailService refuses anyone but staff. Nothing here sends or changes mail. */
@Resolver(() => OutboxMessageObject)
export class MailResolver {
  @Query(() => OutboxMessageConnection, {
    description:
      'Outgoing mail, newest first, by kind and status (ADMIN). first: 0 to 100 (50 unless given).',
    complexity: pageCost(50),
  })
  mailOutbox(
    @Arg('filter', () => OutboxFilter, { nullable: true, description: 'Kind and status.' })
    filter: OutboxFilter | null,
    @FirstArg() first: number | null,
    @AfterArg() after: string | null,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.mail.outbox.list(viewer, filter, first, after);
  }

  @Query(() => OutboxMessageObject, { description: 'One outgoing message (ADMIN).' })
  outboxMessage(
    @Arg('id', () => ID, { description: "The message's id." }) id: string,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.mail.outbox.get(viewer, id);
  }

  @Query(() => [String], { description: 'Every kind an outgoing message may have (ADMIN).' })
  mailKinds(@Ctx() { services, viewer }: Context) {
    return services.mail.outbox.kinds(viewer);
  }

  @Query(() => MailStatusObject, {
    description: 'How outgoing mail is handled, and what users miss with MAIL=off (ADMIN).',
  })
  mailStatus(@Ctx() { services, viewer }: Context) {
    return services.mail.outbox.status(viewer);
  }
}
