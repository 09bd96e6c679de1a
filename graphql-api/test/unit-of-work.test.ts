import { randomUUID } from 'node:crypto';
import { RateLimitBucket } from '../src/modules/rate-limit/rate-limit.entity';
import { uniqueEmail, useTestApp } from './harness';

/**
 * `services.inTransaction` is the internal API payments will use (verify → paid order → enrollment,
 * all or nothing). These tests call it directly and read the outcome back over REST and GraphQL.
 */
const { t, admin } = useTestApp();

const SUGGESTIONS = 'query { suggestions(first: 100) { edges { node { suggestion } } } }';
const PASSWORD = 'unit-of-work-pw';

/** What a later reader sees: can the account sign in, and is the suggestion in the admin's lists (REST and GraphQL)? */
async function seen(email: string, suggestion: string) {
  const login = await t.client().post('/api/auth/login', { email, password: PASSWORD });
  expect([200, 401]).toContain(login.status);
  const rest = await admin.get('/api/suggestions');
  expect(rest.status).toBe(200);
  const gql = await admin.gql<{ suggestions: { edges: { node: { suggestion: string } }[] } }>(SUGGESTIONS);
  expect(gql.errors).toBeUndefined();
  return {
    account: login.status === 200,
    inRest: rest.body.some((s: { suggestion: string }) => s.suggestion === suggestion),
    inGraphql: gql.data!.suggestions.edges.some((e) => e.node.suggestion === suggestion),
  };
}

const aUnit = () => ({ email: uniqueEmail('uow'), suggestion: `Unit of work ${randomUUID()}`, ip: `uow-${randomUUID()}` });

describe('a unit of work across services commits or rolls back as a whole', () => {
  test('when the work completes, the account and the suggestion are both stored', async () => {
    const { email, suggestion, ip } = aUnit();
    const userId = await t.services.inTransaction(async (tx) => {
      const user = await tx.users.create({ name: 'Unit Of Work', email, password: PASSWORD });
      await tx.suggestions.submit({ suggestion }, ip);
      return user.id;
    });

    expect(await seen(email, suggestion)).toEqual({ account: true, inRest: true, inGraphql: true });
    expect((await t.services.users.findByEmail(email))?.id).toBe(userId);
  });

  test('when the work throws after both writes, neither the account, the suggestion nor its rate-limit count is kept', async () => {
    const { email, suggestion, ip } = aUnit();
    let readInside: string | undefined;
    await expect(
      t.services.inTransaction(async (tx) => {
        await tx.users.create({ name: 'Unit Of Work', email, password: PASSWORD });
        await tx.suggestions.submit({ suggestion }, ip);
        readInside = (await tx.users.findByEmail(email))?.email; // the unit reads its own writes
        throw new Error('the payment was not verified');
      }),
    ).rejects.toThrow('the payment was not verified');

    expect(readInside).toBe(email);
    expect(await seen(email, suggestion)).toEqual({ account: false, inRest: false, inGraphql: false });
    expect(await t.services.users.findByEmail(email)).toBeNull();
    expect(await t.db.getRepository(RateLimitBucket).countBy({ key: `suggestion:${ip}` })).toBe(0);
  });

  test('a service refusing inside the unit (an email already taken) undoes the suggestion stored before it', async () => {
    const { suggestion, ip } = aUnit();
    const taken = (await t.signIn('user')).email;
    await expect(
      t.services.inTransaction(async (tx) => {
        await tx.suggestions.submit({ suggestion }, ip);
        await tx.users.create({ name: 'Second Account', email: taken, password: PASSWORD });
      }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });

    expect(await seen(uniqueEmail('nobody'), suggestion)).toEqual({ account: false, inRest: false, inGraphql: false });
  });

  test('two units at once each keep their own outcome: the one that throws loses its writes, the other keeps its', async () => {
    const kept = aUnit();
    const undone = aUnit();
    const [committed, rolledBack] = await Promise.allSettled([
      t.services.inTransaction(async (tx) => {
        await tx.users.create({ name: 'Kept', email: kept.email, password: PASSWORD });
        await tx.suggestions.submit({ suggestion: kept.suggestion }, kept.ip);
      }),
      t.services.inTransaction(async (tx) => {
        await tx.users.create({ name: 'Undone', email: undone.email, password: PASSWORD });
        await tx.suggestions.submit({ suggestion: undone.suggestion }, undone.ip);
        throw new Error('declined');
      }),
    ]);

    expect(committed.status).toBe('fulfilled');
    expect(rolledBack.status).toBe('rejected');
    expect(await seen(kept.email, kept.suggestion)).toEqual({ account: true, inRest: true, inGraphql: true });
    expect(await seen(undone.email, undone.suggestion)).toEqual({ account: false, inRest: false, inGraphql: false });
  });
});
