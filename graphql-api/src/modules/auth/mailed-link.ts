import {
  Column,
  type EntityManager,
  type EntityTarget,
  type FindOptionsWhere,
  IsNull,
  MoreThan,
  PrimaryColumn,
} from 'typeorm';
import { BadInputError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { User, UsersService } from '../users/user.service';
import { type AuthDeps, AuthServiceBase } from './auth-service-base';
import { hashToken, isTokenShaped, newSecretToken } from './secret-token';

/**
 * What a mailed link is now: password resets and address confirmations answer the same four
 * states (decisions 062, 063, 085).
 */
export type MailedLinkState = 'VALID' | 'EXPIRED' | 'USED' | 'INVALID';

/**
 * The columns every single-use mailed link has (decision 085): only the SHA-256 of its token is
 * stored, as for sessions; each entity adds its own columns and names its table and index.
 */
export abstract class MailedLinkColumns {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  /** When the link was used; null while unused. */
  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;
}

/** Why a link cannot be used, in the words of its pages. */
type Refusals = Record<Exclude<MailedLinkState, 'VALID'>, string>;

/** What a link of kind T holds besides the columns every link has. */
type Extra<T extends MailedLinkColumns> = Omit<T, keyof MailedLinkColumns>;

/**
 * One table of single-use mailed links (decision 085): issued with a new token, checked, used once
 * and forgotten the same way whether it resets a password or confirms an address. Bound to one
 * EntityManager, so a unit of work makes its own with its manager.
 */
export class MailedLinks<T extends MailedLinkColumns> {
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly entity: EntityTarget<T>,
    private readonly validMs: number,
  ) {}

  get repository() {
    return this.db.getRepository(this.entity);
  }

  /** Stores a new link for `userId` with its own columns; its token (shown once) and end. */
  async issue(userId: string, extra: Extra<T>): Promise<{ token: string; expiresAt: Date }> {
    const token = newSecretToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.validMs);
    const row = { ...extra, tokenHash: hashToken(token), userId, createdAt: now, expiresAt };
    await this.repository.insert({ ...row, usedAt: null } as never);
    return { token, expiresAt };
  }

  /** The link with this token; none for anything not shaped like a token. */
  async find(token: unknown): Promise<T | null> {
    if (!isTokenShaped(token)) return null;
    return this.repository.findOneBy({ tokenHash: hashToken(token) } as FindOptionsWhere<T>);
  }

  /** What a link found by `find` is now. */
  stateOf(link: T | null): MailedLinkState {
    if (!link) return 'INVALID';
    if (link.usedAt) return 'USED';
    return new Date(link.expiresAt).getTime() <= this.clock.now().getTime() ? 'EXPIRED' : 'VALID';
  }

  /**
   * Refused on `token` with the words of `refusals` unless the link is VALID, and so nothing is
   * changed by a link that cannot be used.
   */
  requireValid(state: MailedLinkState, refusals: Refusals): void {
    if (state !== 'VALID') throw new BadInputError('token', refusals[state]);
  }

  /**
   * Uses the link (see `take`) in the caller's unit of work and finds its account; a link used
   * meanwhile or whose account is gone: refused on `token` with the words of `refusals`.
   */
  async use(
    token: string,
    users: UsersService,
    refusals: Refusals,
  ): Promise<{ link: T; user: User }> {
    const link = await this.take(token);
    if (!link) throw new BadInputError('token', refusals.USED);
    const user = await users.findById(link.userId);
    if (!user) throw new BadInputError('token', refusals.INVALID);
    return { link, user };
  }

  /**
   * Uses the link with this token, once: of two uses only the first finds it unused and unexpired.
   * The link used, or null when it was not there to take.
   */
  async take(token: string): Promise<T | null> {
    const tokenHash = hashToken(token);
    const now = this.clock.now();
    const taken = await this.repository.update(
      { tokenHash, usedAt: IsNull(), expiresAt: MoreThan(now) } as FindOptionsWhere<T>,
      { usedAt: now } as never,
    );
    if (taken.affected !== 1) return null;
    return this.repository.findOneByOrFail({ tokenHash } as FindOptionsWhere<T>);
  }

  /** Ends the account's unused links (of one kind, when `extra` narrows them). */
  async forgetUnused(userId: string, extra: Partial<Extra<T>> = {}): Promise<void> {
    await this.repository.delete({ ...extra, userId, usedAt: IsNull() } as FindOptionsWhere<T>);
  }
}

/**
 * An auth service over one kind of mailed link (password resets, address confirmations): its
 * `links`, valid `validMs` after they are issued, on the service's EntityManager.
 */
export abstract class MailedLinkService<T extends MailedLinkColumns> extends AuthServiceBase {
  protected readonly links: MailedLinks<T>;

  constructor(deps: AuthDeps, entity: EntityTarget<T>, validMs: number) {
    super(deps);
    this.links = new MailedLinks(deps.db, deps.clock, entity, validMs);
  }
}
