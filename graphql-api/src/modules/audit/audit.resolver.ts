import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { AfterArg, FirstArg } from '../../graphql/page-args';
import { pageCost } from '../../graphql/query-limits';
import {
  AuditActorObject,
  AuditEntryConnection,
  AuditEntryObject,
  AuditFilter,
} from './audit.type';

/** Reading the audit log: AuditService refuses anyone but staff. No mutation touches it (decision 056). */
@Resolver(() => AuditEntryObject)
export class AuditResolver {
  @Query(() => AuditEntryConnection, {
    description:
      'Staff writes, newest first, by staff member and kind (ADMIN). first: 0 to 100 (50 unless given).',
    complexity: pageCost(50),
  })
  auditEntries(
    @Arg('filter', () => AuditFilter, { nullable: true, description: 'Staff member and kind.' })
    filter: AuditFilter | null,
    @FirstArg() first: number | null,
    @AfterArg() after: string | null,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.audit.list(viewer, filter, first, after);
  }

  @Query(() => [AuditActorObject], {
    description: 'Everyone with entries in the audit log, most recent first (ADMIN).',
  })
  auditActors(@Ctx() { services, viewer }: Context) {
    return services.audit.actors(viewer);
  }

  @Query(() => [String], { description: 'Every kind an audit entry may have (ADMIN).' })
  auditKinds(@Ctx() { services, viewer }: Context) {
    return services.audit.kinds(viewer);
  }
}
