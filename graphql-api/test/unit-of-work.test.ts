import { randomUUID } from 'node:crypto';
import { JobViewDaily } from '../src/modules/jobs/job-view-daily.entity';
import { aJob } from './jobs/job.factory';
import { RateLimitBucket } from '../src/modules/rate-limit/rate-limit.entity';
import { uniqueEmail, useTestApp } from './harness';
import { SYSTEM } from '../src/modules/auth/auth.service';

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
  const gql = await admin.gql<{ suggestions: { edges: { node: { suggestion: string } }[] } }>(
    SUGGESTIONS,
  );
  expect(gql.errors).toBeUndefined();
  return {
    account: login.status === 200,
    inRest: rest.body.some((s: { suggestion: string }) => s.suggestion === suggestion),
    inGraphql: gql.data!.suggestions.edges.some((e) => e.node.suggestion === suggestion),
  };
}

const aUnit = () => ({
  email: uniqueEmail('uow'),
  suggestion: `Unit of work ${randomUUID()}`,
  ip: `uow-${randomUUID()}`,
});

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
    expect(await seen(email, suggestion)).toEqual({
      account: false,
      inRest: false,
      inGraphql: false,
    });
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

    expect(await seen(uniqueEmail('nobody'), suggestion)).toEqual({
      account: false,
      inRest: false,
      inGraphql: false,
    });
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
    expect(await seen(kept.email, kept.suggestion)).toEqual({
      account: true,
      inRest: true,
      inGraphql: true,
    });
    expect(await seen(undone.email, undone.suggestion)).toEqual({
      account: false,
      inRest: false,
      inGraphql: false,
    });
  });
});

describe('writes made outside a unit of work while it is open are not part of it', () => {
  test('a signup, a suggestion and a job view made while a unit is open are kept when it rolls back', async () => {
    const outside = aUnit();
    const inside = aUnit();
    const job = await t.services.jobs.create(SYSTEM, aJob({ title: `Beside ${randomUUID()}` }));
    let opened!: () => void;
    let fail!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const failing = new Promise<void>((resolve) => (fail = resolve));
    const unit = t.services.inTransaction(async (tx) => {
      await tx.suggestions.submit({ suggestion: inside.suggestion }, inside.ip);
      opened();
      await failing;
      throw new Error('declined');
    });
    await open;
    const visitor = t.client();
    const writes = Promise.all([
      visitor.post('/api/auth/signup', {
        name: 'Beside',
        email: outside.email,
        password: PASSWORD,
      }),
      visitor.post('/api/suggestions', { suggestion: outside.suggestion }),
      visitor.post(`/api/jobs/${job.id}/view`),
    ]);
    // On SQLite these writes wait for the unit to end (decision 060); elsewhere they answer at once.
    await Promise.race([writes, new Promise((resolve) => setTimeout(resolve, 300))]);
    fail();
    await expect(unit).rejects.toThrow('declined');

    expect((await writes).map((reply) => reply.status)).toEqual([201, 201, 200]);
    expect(await seen(outside.email, outside.suggestion)).toEqual({
      account: true,
      inRest: true,
      inGraphql: true,
    });
    expect((await t.services.jobs.byId(job.id))?.views).toBe(1);
    expect(await seen(inside.email, inside.suggestion)).toMatchObject({ inRest: false });
  });
});

describe('a unit of work across jobs and suggestions (creates, edits, deletions and views on the unit\u2019s manager)', () => {
  const SUGGESTIONS_WITH_JOBS =
    'query { suggestions(first: 100) { edges { node { suggestion job { title } } } } }';
  const JOBS =
    'query ($q: String, $first: Int) { jobs(filter: { q: $q }, first: $first) { totalCount edges { node { title views } } } }';

  const titles = (marker: string, jobs: { title: string }[]) =>
    jobs.map((job) => job.title).filter((title) => title.includes(marker));

  /** The titles of the jobs with `marker` on a REST page and a GraphQL page of `size` (each size is its own list-cache entry). */
  async function pages(marker: string, size: number) {
    const rest = await t.client().get(`/api/jobs?q=${marker}&limit=${size}`);
    const gql = await t.client().gql(JOBS, { q: marker, first: size });
    expect([rest.status, gql.errors]).toEqual([200, undefined]);
    return {
      rest: titles(marker, rest.body),
      graphql: titles(
        marker,
        gql.data.jobs.edges.map((e: { node: { title: string } }) => e.node),
      ),
    };
  }

  /** The titles of the jobs with `marker` on every public list, which must agree: both pages of `size` and the full list (prebuilt). */
  async function listed(marker: string, size = 20) {
    const { rest, graphql } = await pages(marker, size);
    const full = await t.client().get('/api/jobs');
    expect(full.status).toBe(200);
    expect(graphql).toEqual(rest);
    expect(titles(marker, full.body)).toEqual(rest);
    return rest;
  }

  /** Posts two jobs, reads every list (now cached), and returns what a unit will do to them. */
  async function before(marker: string) {
    const kept = await t.services.jobs.create(SYSTEM, aJob({ title: `${marker} kept` }));
    const doomed = await t.services.jobs.create(SYSTEM, aJob({ title: `${marker} doomed` }));
    expect(await listed(marker)).toEqual([`${marker} doomed`, `${marker} kept`]);
    return { kept, doomed, suggestion: `About ${marker}`, ip: `uow-${randomUUID()}` };
  }

  /** In the unit: a new job, the kept one renamed and viewed, the doomed one deleted, a suggestion about the new job. */
  async function work(
    tx: Parameters<Parameters<typeof t.services.inTransaction>[0]>[0],
    marker: string,
    plan: Awaited<ReturnType<typeof before>>,
  ) {
    const created = await tx.jobs.create(SYSTEM, aJob({ title: `${marker} new` }));
    await tx.jobs.update(SYSTEM, plan.kept.id, aJob({ title: `${marker} renamed` }));
    await tx.jobs.delete(SYSTEM, plan.doomed.id);
    expect((await tx.jobs.recordView(plan.kept.id, plan.ip)).views).toBe(1);
    const submitted = await tx.suggestions.submit(
      { suggestion: plan.suggestion, jobId: created.id },
      plan.ip,
    );
    expect(submitted.job?.title).toBe(`${marker} new`); // the unit's suggestions see the unit's job
    // The unit reads its own writes (never through the app's caches, which others share). By id:
    // MariaDB's FULLTEXT index takes a unit's rows only at commit, so its title search would not
    // see them yet (decision 044).
    expect((await tx.jobs.byId(created.id))?.title).toBe(`${marker} new`);
    expect((await tx.jobs.byId(plan.kept.id))?.title).toBe(`${marker} renamed`);
    expect(await tx.jobs.byId(plan.doomed.id)).toBeNull();
    // ...while a visitor reads pages not cached before (on SQLite through the unit's one connection,
    // so they hold its uncommitted rows there; on MariaDB they do not see them).
    await pages(marker, 19);
    return created;
  }

  const suggestionJob = async (suggestion: string) => {
    const reply = await admin.gql(SUGGESTIONS_WITH_JOBS);
    const found = reply.data.suggestions.edges.find(
      (e: { node: { suggestion: string } }) => e.node.suggestion === suggestion,
    );
    return found ? (found.node.job?.title ?? null) : undefined;
  };

  test('when the work completes, every list shows its writes at once (the cached lists are cleared on commit)', async () => {
    const marker = `uowc-${randomUUID().slice(0, 6)}`;
    const plan = await before(marker);
    const created = await t.services.inTransaction((tx) => work(tx, marker, plan));

    for (const size of [20, 19])
      expect(await listed(marker, size)).toEqual([`${marker} new`, `${marker} renamed`]);
    expect((await t.services.jobs.byId(plan.kept.id))?.views).toBe(1);
    expect(await t.services.jobs.byId(plan.doomed.id)).toBeNull();
    expect((await t.services.jobs.byId(created.id))?.title).toBe(`${marker} new`);
    expect(await suggestionJob(plan.suggestion)).toBe(`${marker} new`);
  });

  test('when the work throws, no job, edit, deletion, view or suggestion is kept, and no list serves the rolled-back job', async () => {
    const marker = `uowr-${randomUUID().slice(0, 6)}`;
    const plan = await before(marker);
    let createdId: string | undefined;
    await expect(
      t.services.inTransaction(async (tx) => {
        createdId = (await work(tx, marker, plan)).id;
        throw new Error('the payment was not verified');
      }),
    ).rejects.toThrow('the payment was not verified');

    expect(createdId).toBeDefined();
    for (const size of [20, 19])
      expect(await listed(marker, size)).toEqual([`${marker} doomed`, `${marker} kept`]);
    expect(await t.services.jobs.byId(createdId)).toBeNull();
    expect(await t.services.jobs.byId(plan.kept.id)).toMatchObject({
      title: `${marker} kept`,
      views: 0,
    });
    expect(await t.services.jobs.byId(plan.doomed.id)).not.toBeNull();
    expect(await t.db.getRepository(JobViewDaily).countBy({ jobId: plan.kept.id })).toBe(0);
    expect(await suggestionJob(plan.suggestion)).toBeUndefined();
    expect(await t.db.getRepository(RateLimitBucket).countBy({ key: `view:${plan.ip}` })).toBe(0);
  });
});
