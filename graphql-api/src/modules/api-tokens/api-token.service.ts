import { randomUUID } from 'node:crypto';
import { Brackets, type EntityManager } from 'typeorm';
import {
  API_SCOPE_NAMES,
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_PREFIX,
  type ApiScope,
} from '../../contract/api-tokens';
import { BadInputError, NotFoundError, UnauthenticatedError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { Connection } from '../../lib/paging';
import { newestFirst, staffPage } from '../../lib/staff-list';
import { isIdShaped, oneOf, requiredText } from '../../lib/validate';
import type { ServiceDeps } from '../../services';
import { requireAdmin, type TokenViewer, type Viewer } from '../auth/auth.service';
import { hashToken, isTokenShaped, newSecretToken } from '../auth/secret-token';
import { ApiToken } from './api-token.entity';

export type ApiTokenState = 'ACTIVE' | 'EXPIRED' | 'REVOKED';

/** A token as staff see it: never its secret. */
export type ApiTokenRecord = {
  id: string;
  name: string;
  scopes: ApiScope[];
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  lastUsedIp: string | null;
  state: ApiTokenState;
};

/** A token just made, with its secret: the only time anyone sees it. */
export type CreatedApiToken = { token: ApiTokenRecord; secret: string };

export type ApiTokenInput = { name?: unknown; scopes?: unknown; expiresInDays?: unknown };

/** Last use is written at most this often per token, so requests do not each write a row. */
export const LAST_USE_EVERY_MS = 60_000;

const DAY_MS = 24 * 60 * 60_000;
const TOKEN_SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);
const NO_SUCH_TOKEN = 'This API token is not valid.';

/**
 * Integrators' API tokens (product.md#for-integrators-api-tokens, decision 100): the only code that
 * touches api_tokens. Staff signed in to the console make, list and revoke them; no token may. A
 * request's `Authorization: Bearer` secret becomes a TokenViewer here, or is refused with 401.
 */
export class ApiTokensService {
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly inTransaction: ServiceDeps['inTransaction'],
  ) {}

  private get repo() {
    return this.db.getRepository(ApiToken);
  }

  /**
   * Makes a token: a name (1 to API_TOKEN_NAME_MAX characters), at least one scope of API_SCOPES,
   * and a life of one of API_TOKEN_EXPIRY_DAYS. Each bad field: 400 naming it, nothing written. The
   * secret is answered once; only its SHA-256 is stored. Audited as `api-token.create`.
   */
  async create(viewer: Viewer, input: ApiTokenInput): Promise<CreatedApiToken> {
    const staff = requireAdmin(viewer, 'session-only');
    const name = requiredText(input?.name, 'name', 'Name', API_TOKEN_NAME_MAX, 'single-line');
    const scopes = parseScopes(input?.scopes);
    const days = parseExpiry(input?.expiresInDays);
    const secret = `${API_TOKEN_PREFIX}${newSecretToken()}`;
    const now = this.clock.now();
    const row = this.repo.create({
      id: randomUUID(),
      name,
      tokenHash: hashToken(secret),
      scopes: JSON.stringify(scopes),
      createdAt: now,
      createdBy: staff.id,
      expiresAt: new Date(now.getTime() + days * DAY_MS),
      revokedAt: null,
      lastUsedAt: null,
      lastUsedIp: null,
    });
    await this.inTransaction(async (tx) => {
      await tx.apiTokens.repo.insert(row);
      await tx.audit.record(staff, {
        kind: 'api-token.create',
        targetId: row.id,
        targetLabel: name,
        changes: [
          { field: 'scopes', before: null, after: scopes.join(' ') },
          { field: 'expiresAt', before: null, after: row.expiresAt.toISOString() },
        ],
      });
    });
    return { token: this.record(row), secret };
  }

  /** Every token, newest first, cursor-paginated. Staff on the console only. */
  list(viewer: Viewer, first?: unknown, after?: unknown): Promise<Connection<ApiTokenRecord>> {
    return staffPage(
      viewer,
      'session-only',
      () => newestFirst({ first, after }, () => this.repo.createQueryBuilder('t')),
      (rows) => rows.map((row) => this.record(row)),
    );
  }

  /**
   * Revokes a token at once: its next request is refused. Revoked already: as it is. Unknown id:
   * NOT_FOUND. Audited as `api-token.revoke`.
   */
  async revoke(viewer: Viewer, id: unknown): Promise<ApiTokenRecord> {
    const staff = requireAdmin(viewer, 'session-only');
    if (!isIdShaped(id)) throw new NotFoundError('API token not found.');
    return this.inTransaction(async (tx) => {
      const row = await tx.apiTokens.repo.findOneBy({ id });
      if (!row) throw new NotFoundError('API token not found.');
      if (row.revokedAt) return this.record(row);
      row.revokedAt = this.clock.now();
      await tx.apiTokens.repo.update({ id }, { revokedAt: row.revokedAt });
      await tx.audit.record(staff, {
        kind: 'api-token.revoke',
        targetId: row.id,
        targetLabel: row.name,
        changes: [{ field: 'revokedAt', before: null, after: row.revokedAt.toISOString() }],
      });
      return this.record(row);
    });
  }

  /**
   * The viewer of a request's bearer secret, acting from `ip`. Not a token's shape: 401 saying so;
   * unknown (forged), revoked or expired: 401. Found by its hash alone (a constant-time compare
   * needs no secret in the database). Last use is written when the last was a minute ago or more.
   */
  async authenticate(secret: string, ip: string): Promise<TokenViewer> {
    if (!TOKEN_SHAPE.test(secret) || !isTokenShaped(secret.slice(API_TOKEN_PREFIX.length)))
      throw new UnauthenticatedError(
        `The API token is malformed: send "Authorization: Bearer ${API_TOKEN_PREFIX}…" as the console showed it.`,
      );
    const row = await this.repo.findOneBy({ tokenHash: hashToken(secret) });
    if (!row) throw new UnauthenticatedError(NO_SUCH_TOKEN);
    const now = this.clock.now();
    const state = stateOf(row, now);
    if (state === 'REVOKED') throw new UnauthenticatedError('This API token was revoked.');
    if (state === 'EXPIRED') throw new UnauthenticatedError('This API token has expired.');
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USE_EVERY_MS)
      await this.noteUse(row.id, now, ip);
    return { kind: 'token', id: row.id, isAdmin: false, name: row.name, scopes: scopesOf(row), ip };
  }

  /** Writes last use unless another request of the same minute already did. */
  private async noteUse(id: string, now: Date, ip: string): Promise<void> {
    const since = new Date(now.getTime() - LAST_USE_EVERY_MS);
    await this.repo
      .createQueryBuilder()
      .update(ApiToken)
      .set({ lastUsedAt: now, lastUsedIp: ip.slice(0, 64) })
      .where('id = :id', { id })
      .andWhere(
        new Brackets((w) =>
          w.where('lastUsedAt IS NULL').orWhere('lastUsedAt <= :since', { since }),
        ),
      )
      .execute();
  }

  private record(row: ApiToken): ApiTokenRecord {
    return {
      id: row.id,
      name: row.name,
      scopes: scopesOf(row),
      createdAt: new Date(row.createdAt),
      expiresAt: new Date(row.expiresAt),
      revokedAt: row.revokedAt ? new Date(row.revokedAt) : null,
      lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt) : null,
      lastUsedIp: row.lastUsedIp ?? null,
      state: stateOf(row, this.clock.now()),
    };
  }
}

const scopesOf = (row: ApiToken): ApiScope[] =>
  (JSON.parse(row.scopes) as string[]).filter((s): s is ApiScope =>
    (API_SCOPE_NAMES as readonly string[]).includes(s),
  );

function stateOf(row: ApiToken, now: Date): ApiTokenState {
  if (row.revokedAt) return 'REVOKED';
  return new Date(row.expiresAt).getTime() <= now.getTime() ? 'EXPIRED' : 'ACTIVE';
}

/** At least one scope, each of API_SCOPES, in the order they are listed there. */
function parseScopes(value: unknown): ApiScope[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new BadInputError('scopes', 'Choose at least one scope.');
  for (const scope of value) oneOf(scope, API_SCOPE_NAMES, 'scopes');
  return API_SCOPE_NAMES.filter((scope) => value.includes(scope));
}

function parseExpiry(value: unknown): number {
  if (!(API_TOKEN_EXPIRY_DAYS as readonly unknown[]).includes(value))
    throw new BadInputError(
      'expiresInDays',
      `expiresInDays must be one of ${API_TOKEN_EXPIRY_DAYS.join(', ')}.`,
    );
  return value as number;
}
