import { randomUUID } from 'node:crypto';
import { type EntityManager, In } from 'typeorm';
import { ConflictError, isUniqueViolation } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/password';
import { User } from './user.entity';

/** What other modules may use of this one (CONTRIBUTING.md#rules): the account and its public shapes. */
export { User } from './user.entity';
export { UserObject, toUserJson } from './user.type';

/**
 * A new account: its password, or the hash made of it before a unit of work (decision 060).
 * `emailConfirmed`: made by staff or the demo seed, whose address needs no link (decision 063).
 */
export type NewUser = {
  /** Given when the caller has already answered with it (signup, decision 079). */
  id?: string;
  name: string;
  email: string;
  isAdmin?: boolean;
  emailConfirmed?: boolean;
} & ({ password: string } | { passwordHash: string });

/**
 * The only code that touches the users table. Inputs arrive validated by the auth service. `db` is
 * the app's EntityManager, or a transaction's in a unit of work (`services.inTransaction`).
 */
export class UsersService {
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly passwords: PasswordHasher,
  ) {}

  private get repo() {
    return this.db.getRepository(User);
  }

  /** How many accounts exist (start-up seeds demo data only into an empty database). */
  count(): Promise<number> {
    return this.repo.count();
  }

  findById(id: string): Promise<User | null> {
    return this.repo.findOneBy({ id });
  }

  /** Several accounts at once (other modules' lists: one query), keyed by id. */
  async byIds(ids: readonly string[]): Promise<Map<string, User>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.repo.findBy({ id: In(unique) });
    return new Map(rows.map((user) => [user.id, user]));
  }

  findByEmail(email: string): Promise<User | null> {
    return this.repo.findOneBy({ email: email.toLowerCase() });
  }

  async create(input: NewUser): Promise<User> {
    const now = this.clock.now();
    const user = this.repo.create({
      id: input.id ?? randomUUID(),
      name: input.name,
      email: input.email.toLowerCase(),
      passwordHash:
        'passwordHash' in input ? input.passwordHash : await this.passwords.hash(input.password),
      isAdmin: input.isAdmin ?? false,
      createdAt: now,
      emailConfirmedAt: input.emailConfirmed ? now : null,
    });
    try {
      return await this.repo.save(user);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError('email', 'An account with this email already exists.');
      throw error;
    }
  }

  /**
   * The same account object `create` would answer, not stored: signup's answer for an address
   * that has an account (the auth service's rule, decision 055).
   */
  unsaved(input: { id: string; name: string; email: string }): User {
    return this.repo.create({
      ...input,
      email: input.email.toLowerCase(),
      passwordHash: '',
      isAdmin: false,
      createdAt: this.clock.now(),
      emailConfirmedAt: null,
    });
  }

  /**
   * Sets staff rights or the password hash. Only the auth service calls it: promotion, demotion
   * and a new password end the account's sessions there, in the same unit of work; login's rehash
   * of the same password with today's parameters ends none (decision 055).
   */
  async update(
    user: User,
    changes: Partial<Pick<User, 'isAdmin' | 'passwordHash'>>,
  ): Promise<User> {
    await this.repo.update({ id: user.id }, changes);
    return this.repo.merge(this.repo.create(user), changes);
  }

  /** Marks the account's address confirmed at `at` (decision 063); the account as it is now. */
  async confirmEmail(user: User, at: Date): Promise<User> {
    await this.repo.update({ id: user.id }, { emailConfirmedAt: at });
    return this.repo.merge(this.repo.create(user), { emailConfirmedAt: at });
  }

  /**
   * Makes a confirmed `email` the account's sign-in address (decision 063): ConflictError on
   * `email` when another account has it, nothing changed.
   */
  async changeEmail(user: User, email: string, at: Date): Promise<User> {
    const changes = { email: email.toLowerCase(), emailConfirmedAt: at };
    try {
      await this.repo.update({ id: user.id }, changes);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError('email', 'An account with this email already exists.');
      throw error;
    }
    return this.repo.merge(this.repo.create(user), changes);
  }

  /** A new display name (validated by the auth service); the account as it is now. */
  async rename(user: User, name: string): Promise<User> {
    await this.repo.update({ id: user.id }, { name });
    return this.repo.merge(this.repo.create(user), { name });
  }

  /** Every admin account's id and email, alphabetical by email. */
  async admins(): Promise<{ id: string; email: string }[]> {
    const admins = await this.repo.find({
      where: { isAdmin: true },
      select: { id: true, email: true },
      order: { email: 'ASC' },
    });
    return admins.map(({ id, email }) => ({ id, email }));
  }

  /** The account, when it exists and this is its password (for the start-up banner, not for sign-in). */
  async withPassword(email: string, password: string): Promise<User | null> {
    const user = await this.findByEmail(email);
    return user && (await this.passwords.verify(password, user.passwordHash)) ? user : null;
  }
}
