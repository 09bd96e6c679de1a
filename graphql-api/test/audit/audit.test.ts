import { randomUUID } from 'node:crypto';
import { type Client, TestClock, uniqueEmail, useTestApp } from '../harness';
import { aCourse } from '../courses/course.factory';
import { aJob, aJobInput } from '../jobs/job.factory';
import { User } from '../../src/modules/users/user.entity';
import { AuditEntry } from '../../src/modules/audit/audit.entity';
import { AUDIT_KINDS, type AuditRecord } from '../../src/modules/audit/audit.service';

const clock = new TestClock();
const { t } = useTestApp({ clock, admin: false });

const ENTRIES = `query AuditLog($filter: AuditFilter, $first: Int, $after: String) {
  auditEntries(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id createdAt actorId actor kind targetId targetLabel ip changes { field before after } } }
  }
}`;
const ACTORS = 'query AuditActors { auditActors { id label } }';
const KINDS = 'query AuditKinds { auditKinds }';
const CREATE_JOB = 'mutation CreateJob($input: JobInput!) { createJob(input: $input) { id } }';
const DELETE_JOB = 'mutation DeleteJob($id: ID!) { deleteJob(id: $id) }';
const UPDATE_COURSE = `mutation UpdateCourse($id: ID!, $input: CourseInput!) {
  updateCourse(id: $id, input: $input) { id modules { id } }
}`;

/** An entry as `auditEntries` answers it: the record, its time as an ISO string. */
type Entry = Omit<AuditRecord, 'createdAt'> & { createdAt: string };

/** A staff member signed in from `ip` (the proxy's X-Forwarded-For, as in production), with their account id. */
async function staffFrom(ip: string): Promise<Client & { id: string; email: string }> {
  const email = uniqueEmail('staff');
  const password = `pw-${randomUUID()}`;
  const user = await t.services.users.create({ name: 'Staff', email, password, isAdmin: true });
  const client = t.client('admin', { 'x-forwarded-for': ip });
  expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
  return Object.assign(client, { id: user.id, email });
}

/** The entries of one staff member, newest first (one page of up to 100). */
async function entriesOf(reader: Client, actor: string): Promise<Entry[]> {
  const reply = await reader.gql(ENTRIES, { filter: { actor }, first: 100 });
  expect(reply.errors).toBeUndefined();
  return reply.data.auditEntries.edges.map((e: { node: Entry }) => e.node);
}

const changeOf = (entry: Entry, field: string) => entry.changes.find((c) => c.field === field);

describe('every staff write of a job or course is recorded', () => {
  test('a job posted, edited and deleted records who, what, when, from which address and the changed fields', async () => {
    const staff = await staffFrom('203.0.113.20');
    clock.advance(1000);
    const sent = clock.now().getTime();
    const created = await staff.gql(CREATE_JOB, {
      input: aJobInput({ title: 'Audited Job', salary: '₹10 LPA' }),
    });
    const id = created.data.createJob.id;
    clock.advance(1000);
    const longDescription = 'Ship features. '.repeat(20).trim();
    const edited = await staff.put(
      `/api/jobs/${id}`,
      aJob({
        title: 'Audited Job',
        salary: '₹10 LPA',
        company: 'Newco',
        description: longDescription,
      }),
    );
    expect(edited.status).toBe(200);
    clock.advance(1000);
    expect((await staff.gql(DELETE_JOB, { id })).data.deleteJob).toBe(id);

    const entries = await entriesOf(staff, staff.id);
    expect(entries.map((e) => e.kind)).toEqual(['job.delete', 'job.update', 'job.create']);
    for (const entry of entries)
      expect(entry).toMatchObject({
        actorId: staff.id,
        actor: staff.email,
        targetId: id,
        targetLabel: 'Audited Job',
        ip: '203.0.113.20',
      });
    const [deleted, updated, create] = entries;
    const at = new Date(create.createdAt).getTime();
    expect(at).toBeGreaterThanOrEqual(sent);
    expect(at).toBeLessThanOrEqual(new Date(updated.createdAt).getTime() - 1000);
    expect(changeOf(create, 'title')).toEqual({
      field: 'title',
      before: null,
      after: 'Audited Job',
    });
    expect(changeOf(create, 'skills')).toEqual({
      field: 'skills',
      before: null,
      after: '["React","TypeScript"]',
    });
    // An edit names only what changed; a long text is kept by its length.
    expect(updated.changes).toEqual([
      { field: 'company', before: 'Acme Software', after: 'Newco' },
      {
        field: 'description',
        before: 'Build delightful interfaces for developers.',
        after: `[${longDescription.length} characters]`,
      },
    ]);
    expect(changeOf(deleted, 'company')).toEqual({
      field: 'company',
      before: 'Newco',
      after: null,
    });
  });

  test('a course created, edited and deleted is recorded, its HTML by length only', async () => {
    const staff = await staffFrom('198.51.100.30');
    clock.advance(1000);
    const created = await staff.post(
      '/api/courses',
      aCourse({ title: 'Audited Course' }, 'audited'),
    );
    expect(created.status).toBe(201);
    const id = created.body.id;
    clock.advance(1000);
    const html = `<p>${'New lesson text. '.repeat(10)}</p>`;
    const input = aCourse(
      {
        title: 'Audited Course, revised',
        price: 999,
        fullBlog: '<p>Short</p>',
        modules: [
          { id: created.body.modules[0].id, subTitle: 'Intro', blog: html },
          { subTitle: 'Extra', blog: '<p>Extra</p>' },
        ],
      },
      'audited',
    );
    const updated = await staff.gql(UPDATE_COURSE, { id, input });
    expect(updated.errors).toBeUndefined();
    clock.advance(1000);
    expect((await staff.delete(`/api/courses/${id}`)).status).toBe(200);

    const [deleted, update, create] = await entriesOf(staff, staff.id);
    expect([deleted.kind, update.kind, create.kind]).toEqual([
      'course.delete',
      'course.update',
      'course.create',
    ]);
    expect(create).toMatchObject({
      targetId: id,
      targetLabel: 'Audited Course',
      ip: '198.51.100.30',
    });
    expect(changeOf(create, 'price')).toEqual({ field: 'price', before: null, after: '499' });
    expect(changeOf(create, 'fullBlog')?.after).toMatch(/^\[\d+ characters\]$/);
    expect(changeOf(create, 'modules.1.subTitle')?.after).toMatch(/^Deep dive /);

    expect(update.targetLabel).toBe('Audited Course, revised');
    expect(changeOf(update, 'price')).toEqual({ field: 'price', before: '499', after: '999' });
    expect(changeOf(update, 'modules.0.blog')).toEqual({
      field: 'modules.0.blog',
      before: expect.stringMatching(/^\[\d+ characters\]$/),
      after: `[${html.length} characters]`,
    });
    expect(changeOf(update, 'modules.1.subTitle')).toEqual({
      field: 'modules.1.subTitle',
      before: expect.stringMatching(/^Deep dive /),
      after: 'Extra',
    });
    expect(changeOf(update, 'modules.1.videoId')?.after).toBeNull();
    expect(changeOf(update, 'description')).toBeUndefined();
    // No stored row carries a module's HTML.
    const stored = await t.db.getRepository(AuditEntry).findOneByOrFail({ id: update.id });
    expect(stored.changes).not.toContain('New lesson text');

    expect(deleted).toMatchObject({
      targetLabel: 'Audited Course, revised',
      changes: [{ field: 'archived', before: 'false', after: 'true' }],
    });
  });

  test('a refused write records nothing', async () => {
    const staff = await staffFrom('203.0.113.21');
    const job = (await staff.post('/api/jobs', aJob())).body;
    const before = await t.db.getRepository(AuditEntry).count();
    expect((await staff.put(`/api/jobs/${job.id}`, aJob({ title: '' }))).status).toBe(400);
    expect((await staff.delete(`/api/jobs/${randomUUID()}`)).status).toBe(404);
    expect((await staff.post('/api/courses', aCourse({ price: -1 }))).status).toBe(400);
    expect(await t.db.getRepository(AuditEntry).count()).toBe(before);
  });

  test('an entry keeps the email its author had, and promotions from the command line read as such', async () => {
    const staff = await staffFrom('203.0.113.22');
    await staff.post('/api/jobs', aJob({ title: 'Before The Rename' }));
    await t.db.getRepository(User).update({ id: staff.id }, { email: uniqueEmail('renamed') });
    const [entry] = await entriesOf(staff, staff.id);
    expect(entry).toMatchObject({ targetLabel: 'Before The Rename', actor: staff.email });

    clock.advance(1000);
    await t.services.inTransaction((tx) =>
      tx.audit.recordAdminChange({
        kind: 'admin.promote',
        by: 'cli',
        user: { id: staff.id, email: 'promoted@example.com' },
      }),
    );
    const [promotion] = await entriesOf(staff, 'cli');
    expect(promotion).toMatchObject({
      actorId: null,
      actor: 'cli',
      kind: 'admin.promote',
      targetId: staff.id,
      targetLabel: 'promoted@example.com',
      ip: null,
      changes: [{ field: 'isAdmin', before: 'false', after: 'true' }],
    });
  });
});

describe('staff read the log, newest first, by staff member and kind', () => {
  test('two staff members page through their own entries and filter by kind', async () => {
    const alice = await staffFrom('192.0.2.10');
    const bob = await staffFrom('192.0.2.11');
    const jobs: string[] = [];
    for (let i = 0; i < 5; i++) {
      clock.advance(1000);
      jobs.push((await alice.post('/api/jobs', aJob({ title: `Paged Job ${i}` }))).body.id);
      clock.advance(1000);
      await bob.post('/api/courses', aCourse({ title: `Paged Course ${i}` }));
    }
    clock.advance(1000);
    await alice.delete(`/api/jobs/${jobs[0]}`);

    const seen: Entry[] = [];
    let after: string | null = null;
    for (;;) {
      const reply: { data?: any } = await bob.gql(ENTRIES, {
        filter: { actor: alice.id },
        first: 2,
        after,
      });
      expect(reply.data.auditEntries.totalCount).toBe(6);
      seen.push(...reply.data.auditEntries.edges.map((e: { node: Entry }) => e.node));
      if (!reply.data.auditEntries.pageInfo.hasNextPage) break;
      after = reply.data.auditEntries.pageInfo.endCursor;
    }
    expect(seen.map((e) => e.targetLabel)).toEqual([
      'Paged Job 0',
      'Paged Job 4',
      'Paged Job 3',
      'Paged Job 2',
      'Paged Job 1',
      'Paged Job 0',
    ]);
    expect(new Set(seen.map((e) => e.id)).size).toBe(6);
    expect(seen.every((e) => e.actorId === alice.id)).toBe(true);

    const deletes = await alice.gql(ENTRIES, { filter: { actor: alice.id, kind: 'job.delete' } });
    expect(deletes.data.auditEntries.edges.map((e: { node: Entry }) => e.node.targetId)).toEqual([
      jobs[0],
    ]);
    const courses = await alice.gql(ENTRIES, { filter: { kind: 'course.create' }, first: 100 });
    const labels = courses.data.auditEntries.edges.map((e: { node: Entry }) => e.node.targetLabel);
    expect(labels.slice(0, 5)).toEqual([4, 3, 2, 1, 0].map((i) => `Paged Course ${i}`));
    expect(
      courses.data.auditEntries.edges.every(
        (e: { node: Entry }) => e.node.kind === 'course.create',
      ),
    ).toBe(true);

    // The newest entry overall comes first.
    const newest = await bob.gql(ENTRIES, { first: 1 });
    expect(newest.data.auditEntries.edges[0].node).toMatchObject({
      kind: 'job.delete',
      actor: alice.email,
    });

    const actors = (await bob.gql(ACTORS)).data.auditActors;
    expect(actors.slice(0, 2)).toEqual([
      { id: alice.id, label: alice.email },
      { id: bob.id, label: bob.email },
    ]);
    // The filter offers every kind the service records, job and course writes first.
    const kinds = (await bob.gql(KINDS)).data.auditKinds;
    expect(kinds).toEqual([...AUDIT_KINDS]);
    expect(kinds.slice(0, 4)).toEqual(['job.create', 'job.update', 'job.delete', 'course.create']);
    expect(kinds).toEqual(
      expect.arrayContaining(['admin.promote', 'two-factor.reset', 'order.refund']),
    );
  });

  test('an unknown kind, a malformed staff id or a forged cursor is a 400 naming the field', async () => {
    const staff = await staffFrom('192.0.2.12');
    const code = async (variables: Record<string, unknown>) =>
      (await staff.gql(ENTRIES, variables)).errors?.[0].extensions;
    expect(await code({ filter: { kind: 'job.explode' } })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'kind',
    });
    expect(await code({ filter: { actor: 'x'.repeat(37) } })).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'actor',
    });
    expect(await code({ after: 'forged' })).toEqual({ code: 'BAD_USER_INPUT', field: 'after' });
    expect(await code({ first: 101 })).toEqual({ code: 'BAD_USER_INPUT', field: 'first' });
  });
});

describe('only staff read the log, and nobody changes it', () => {
  test('anonymous visitors get UNAUTHENTICATED and customers FORBIDDEN', async () => {
    const customer = await t.signIn('user');
    for (const query of [ENTRIES, ACTORS, KINDS]) {
      expect((await t.client().gql(query)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await customer.gql(query)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  test('no mutation or REST path writes, edits or deletes an entry', async () => {
    const staff = await staffFrom('192.0.2.13');
    await staff.post('/api/jobs', aJob());
    const [entry] = await entriesOf(staff, staff.id);
    const before = await t.db.getRepository(AuditEntry).find({ order: { id: 'ASC' } });

    const schema = await staff.gql(
      '{ __schema { mutationType { fields { name type { name ofType { name } } args { name } } } } }',
    );
    const mutations: {
      name: string;
      type: { name: string | null; ofType: { name: string } | null };
    }[] = schema.data.__schema.mutationType.fields;
    expect(mutations.length).toBeGreaterThan(0);
    for (const m of mutations) {
      expect(m.name.toLowerCase()).not.toContain('audit');
      expect(`${m.type.name ?? m.type.ofType?.name}`).not.toMatch(/^Audit/);
    }
    for (const [method, path] of [
      ['DELETE', `/api/audit/${entry.id}`],
      ['PUT', `/api/audit/${entry.id}`],
      ['POST', '/api/audit'],
      ['DELETE', `/api/audit-entries/${entry.id}`],
    ] as const)
      expect((await staff.request(method, path, { json: {} })).status).toBe(404);
    const guessed = await staff.gql('mutation { deleteAuditEntry(id: "x") }');
    expect(guessed.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    expect(await t.db.getRepository(AuditEntry).find({ order: { id: 'ASC' } })).toEqual(before);
  });
});
