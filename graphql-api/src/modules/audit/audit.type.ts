import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { connectionType } from '../../graphql/connection';
import type { AuditChange } from './audit-changes';
import type { AuditActor, AuditRecord } from './audit.service';

@InputType({ description: 'Narrows the audit log. Every part optional.' })
export class AuditFilter {
  @Field(() => String, {
    nullable: true,
    description:
      "Only entries of this staff member (an AuditActor id: an account id, or 'cli' / 'start-up').",
  })
  actor?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Only entries of this kind (one of auditKinds, e.g. 'job.update').",
  })
  kind?: string | null;
}

@ObjectType('AuditChange', {
  description:
    'One changed field: its value before and after as text; long values and HTML as "[N characters]".',
  simpleResolvers: true,
})
export class AuditChangeObject implements AuditChange {
  @Field(() => String, { description: "The field's name ('title', 'modules.0.blog')." })
  field: string;

  @Field(() => String, { nullable: true, description: 'Before the write; null when it was unset.' })
  before: string | null;

  @Field(() => String, { nullable: true, description: 'After the write; null when it is unset.' })
  after: string | null;
}

// `implements`: the compiler refuses a field that drifts from the record.
@ObjectType('AuditEntry', {
  description: 'One staff write: who, what, when, from which address and the changed fields.',
  simpleResolvers: true,
})
export class AuditEntryObject implements AuditRecord {
  @Field(() => ID, { description: 'Stable id (UUID).' })
  id: string;

  @Field(() => Date, { description: 'When it was written.' })
  createdAt: Date;

  @Field(() => ID, {
    nullable: true,
    description: "The staff member's account id; null for the command line and start-up.",
  })
  actorId: string | null;

  @Field(() => String, {
    description:
      "Their email when they acted (kept if the account changes), or 'cli' / 'start-up'.",
  })
  actor: string;

  @Field(() => String, { description: "What was done ('job.create', 'course.update', …)." })
  kind: string;

  @Field(() => ID, { description: 'The id of what was written: a job, a course, an account.' })
  targetId: string;

  @Field(() => String, { description: "Its name then: a job's or course's title, an email." })
  targetLabel: string;

  @Field(() => String, {
    nullable: true,
    description: 'The address of the request; null for the command line and start-up.',
  })
  ip: string | null;

  @Field(() => [AuditChangeObject], {
    description: 'The fields set (create), changed (update) or removed (delete).',
  })
  changes: AuditChangeObject[];
}

@ObjectType('AuditActor', {
  description: 'Someone with entries in the audit log, for its filter.',
  simpleResolvers: true,
})
export class AuditActorObject implements AuditActor {
  @Field(() => String, {
    description: "What AuditFilter.actor takes: an account id, or 'cli' / 'start-up'.",
  })
  id: string;

  @Field(() => String, { description: 'Their email as last recorded, or cli / start-up.' })
  label: string;
}

export const { Edge: AuditEntryEdge, Connection: AuditEntryConnection } = connectionType(
  AuditEntryObject,
  'AuditEntry',
  {
    one: 'audit entry',
    many: 'audit entries',
    totalCount: 'How many entries match, in all.',
  },
);
