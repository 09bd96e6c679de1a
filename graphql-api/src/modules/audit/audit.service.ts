import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { BadInputError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { Connection } from '../../lib/paging';
import { newestFirst, staffPage } from '../../lib/staff-list';
import { isIdShaped, optionalOneOf } from '../../lib/validate';
import {
  isToken,
  requireAdmin,
  type SignedInViewer,
  SYSTEM,
  type Viewer,
} from '../auth/auth.service';
import type { UsersService } from '../users/user.service';
import type { AuditChange } from './audit-changes';
import { AuditEntry } from './audit.entity';

export { type AuditChange, changedFields } from './audit-changes';

/** Every kind of entry, in the order the admin's filter lists them. */
export const AUDIT_KINDS = [
  'job.create',
  'job.update',
  'job.delete',
  'course.create',
  'course.update',
  'course.delete',
  'admin.promote',
  'admin.demote',
  'two-factor.enable',
  'two-factor.disable',
  'two-factor.recovery-code',
  'two-factor.new-recovery-codes',
  'two-factor.reset',
  'order.refund',
  'order.refund-decline',
  'api-token.create',
  'api-token.revoke',
  'webhook.create',
  'webhook.update',
  'webhook.delete',
  'webhook.resend',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Who acts without a request: the operator's command line and the server's start-up (ADMIN_EMAIL). */
export const MACHINE_ACTORS = ['cli', 'start-up'] as const;
export type MachineActor = (typeof MACHINE_ACTORS)[number];

/** What an API token's entries are written under, before its name (decision 100). */
export const API_TOKEN_ACTOR = 'API token: ';

/** What a staff write did, for `record`. */
export type AuditWrite = {
  kind: AuditKind;
  targetId: string;
  /** Its name at the time: a job's or course's title, an account's email. */
  targetLabel: string;
  changes: AuditChange[];
};

/** An entry as the admin reads it. */
export type AuditRecord = {
  id: string;
  createdAt: Date;
  /** The staff member's account id, or the API token's; null for 'cli' and 'start-up'. */
  actorId: string | null;
  /** Their email when they acted, 'API token: <name>', or 'cli' / 'start-up'. */
  actor: string;
  kind: string;
  targetId: string;
  targetLabel: string;
  ip: string | null;
  changes: AuditChange[];
};

/** Someone with entries, for the admin's filter: `id` is what `actor` takes. */
export type AuditActor = { id: string; label: string };

export type AuditFilter = { actor?: unknown; kind?: unknown };

/**
 * The audit log of staff writes (decision 056): the only code that touches audit_entries. It only
 * inserts and reads; no method changes or deletes an entry. Writers call `record` (or
 * `recordAdminChange`) on the copy bound to the unit of work of their write, so the entry commits
 * or rolls back with it.
 */
export class AuditService {
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly users: UsersService,
  ) {}

  private get repo() {
    return this.db.getRepository(AuditEntry);
  }

  /**
   * Records a staff member's write, from the request's address (`viewer.ip`). The server acting on
   * its own (SYSTEM: demo data, tests setting up) is not a staff member and is not recorded. An API
   * token's write is recorded under the token's name, its id as the actor (decision 100).
   */
  async record(viewer: SignedInViewer, write: AuditWrite): Promise<void> {
    if (viewer.id === SYSTEM.id) return;
    if (isToken(viewer)) {
      const actor = `${API_TOKEN_ACTOR}${viewer.name}`;
      return this.insert({ actorId: viewer.id, actor, ip: viewer.ip ?? null, ...write });
    }
    const user = await this.users.findById(viewer.id);
    await this.insert({
      actorId: viewer.id,
      actor: user?.email ?? viewer.id,
      ip: viewer.ip ?? null,
      ...write,
    });
  }

  /**
   * Records an account made staff (`admin.promote`) or no longer staff (`admin.demote`) by the
   * command line or at start-up: no request, so no address and no acting account.
   */
  async recordAdminChange(change: {
    kind: 'admin.promote' | 'admin.demote';
    by: MachineActor;
    user: { id: string; email: string };
  }): Promise<void> {
    const promote = change.kind === 'admin.promote';
    await this.insert({
      actorId: null,
      actor: change.by,
      ip: null,
      kind: change.kind,
      targetId: change.user.id,
      targetLabel: change.user.email,
      changes: [{ field: 'isAdmin', before: String(!promote), after: String(promote) }],
    });
  }

  /**
   * Records a change to an account made by the command line or at start-up (two-factor sign-in
   * cleared for a lost device, decision 064): no request, so no address and no acting account.
   */
  async recordMachineChange(change: { by: MachineActor } & AuditWrite): Promise<void> {
    const { by, ...write } = change;
    await this.insert({ actorId: null, actor: by, ip: null, ...write });
  }

  /** Newest first, cursor-paginated, by actor (an account id, 'cli' or 'start-up') and kind. Staff only. */
  list(
    viewer: Viewer,
    filter: AuditFilter | null | undefined,
    first?: unknown,
    after?: unknown,
  ): Promise<Connection<AuditRecord>> {
    return staffPage(
      viewer,
      'session-only',
      () => {
        const { actor, kind } = parseFilter(filter ?? {});
        return newestFirst({ first, after }, () => {
          const query = this.repo.createQueryBuilder('a');
          if (kind) query.andWhere('a.kind = :kind', { kind });
          if (actor && (MACHINE_ACTORS as readonly string[]).includes(actor))
            query.andWhere('a.actorId IS NULL AND a.actor = :actor', { actor });
          else if (actor) query.andWhere('a.actorId = :actor', { actor });
          return query;
        });
      },
      (rows) => rows.map(toRecord),
    );
  }

  /** Everyone with entries, most recent first, each named as in their latest entry. Staff only. */
  async actors(viewer: Viewer): Promise<AuditActor[]> {
    requireAdmin(viewer, 'session-only');
    const rows: { actorId: string | null; actor: string; latest: unknown }[] = await this.repo
      .createQueryBuilder('a')
      .select('a.actorId', 'actorId')
      .addSelect('a.actor', 'actor')
      .addSelect('MAX(a.createdAt)', 'latest')
      .groupBy('a.actorId')
      .addGroupBy('a.actor')
      .orderBy('latest', 'DESC')
      .getRawMany();
    const actors = new Map<string, AuditActor>();
    for (const row of rows) {
      const id = row.actorId ?? row.actor;
      if (!actors.has(id)) actors.set(id, { id, label: row.actor });
    }
    return [...actors.values()];
  }

  /** The kinds an entry may have (AUDIT_KINDS). Staff only. */
  kinds(viewer: Viewer): string[] {
    requireAdmin(viewer, 'session-only');
    return [...AUDIT_KINDS];
  }

  private async insert(entry: Omit<AuditRecord, 'id' | 'createdAt'>): Promise<void> {
    await this.repo.insert({
      ...entry,
      id: randomUUID(),
      createdAt: this.clock.now(),
      actor: entry.actor.slice(0, 255),
      targetLabel: entry.targetLabel.slice(0, 255),
      changes: JSON.stringify(entry.changes),
    });
  }
}

function parseFilter(filter: AuditFilter): { actor: string | null; kind: string | null } {
  const { actor } = filter;
  const kind = optionalOneOf(filter.kind, AUDIT_KINDS, 'kind');
  if (actor !== undefined && actor !== null && !isIdShaped(actor))
    throw new BadInputError('actor', "actor must be a staff member's id, 'cli' or 'start-up'.");
  return { actor: actor ?? null, kind };
}

const toRecord = (row: AuditEntry): AuditRecord => ({
  id: row.id,
  createdAt: new Date(row.createdAt),
  actorId: row.actorId ?? null,
  actor: row.actor,
  kind: row.kind,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  ip: row.ip ?? null,
  changes: JSON.parse(row.changes) as AuditChange[],
});
