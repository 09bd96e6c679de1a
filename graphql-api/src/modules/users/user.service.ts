import { randomUUID } from 'node:crypto';
import { type EntityManager, In } from 'typeorm';
import { ConflictError, isUniqueViolation } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/password';
import { User } from './user.entity';

/** What other modules may use of this one (CONTRIBUTING.md#rules): the account and its public shapes. */
export { User } from './user.entity';
export { UserObject, toUserJson } from './user.type';

export type NewUser = { name: string; email: string; password: string; isAdmin?: boolean };

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
    const user = this.repo.create({
      id: randomUUID(),
      name: input.name,
      email: input.email.toLowerCase(),
      passwordHash: await this.passwords.hash(input.password),
      isAdmin: input.isAdmin ?? false,
      createdAt: this.clock.now(),
    });
    try {
      return await this.repo.save(user);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError('email', 'An account with this email already exists.');
      throw error;
    }
  }

  /** Creates the admin, or makes an existing account admin with this password. */
  async upsertAdmin(input: { email: string; password: string; name?: string }): Promise<User> {
    const existing = await this.findByEmail(input.email);
    if (!existing)
      return this.create({
        name: input.name ?? 'Admin',
        email: input.email,
        password: input.password,
        isAdmin: true,
      });
    existing.isAdmin = true;
    existing.passwordHash = await this.passwords.hash(input.password);
    return this.repo.save(existing);
  }

  /** Takes admin rights from that account; true when it had them. */
  async revokeAdmin(email: string): Promise<boolean> {
    const result = await this.repo.update(
      { email: email.toLowerCase(), isAdmin: true },
      { isAdmin: false },
    );
    return Boolean(result.affected);
  }

  /** Emails of every admin account, alphabetical. */
  async adminEmails(): Promise<string[]> {
    const admins = await this.repo.find({
      where: { isAdmin: true },
      select: { email: true },
      order: { email: 'ASC' },
    });
    return admins.map((u) => u.email);
  }

  /** The account, when it exists and this is its password (for the start-up banner, not for sign-in). */
  async withPassword(email: string, password: string): Promise<User | null> {
    const user = await this.findByEmail(email);
    return user && (await this.passwords.verify(password, user.passwordHash)) ? user : null;
  }
}
