import { Webhook } from 'standardwebhooks';
import { WebhookDelivery, WebhookEndpoint } from '../../src/modules/webhooks/webhook.entity';
import { DAY_MS, TestClock, useTestApp } from '../harness';
import { postJob } from '../jobs.fixtures';
import { aJobInput } from '../jobs/job.factory';
import { outboxFor } from '../mail.fixtures';
import {
  anEndpoint,
  CREATE_ENDPOINT,
  deliveriesOf,
  ENDPOINTS,
  RESEND,
  startReceiver,
  UPDATE_ENDPOINT,
} from './webhook.factory';

/**
 * Outgoing webhooks (product.md#outgoing-webhooks, decision 104): staff register an endpoint, a
 * change queues a signed delivery in its own unit of work, the process's sender posts it to a
 * receiver on 127.0.0.1. The tests move the app's clock and run the sender's pass themselves.
 */
const clock = new TestClock();
const { t, admin } = useTestApp({ clock });
const deliverDue = () => t.services.webhooks.sender.deliverDue();

afterEach(async () => {
  // Each test's endpoints stop receiving: later tests' jobs are not theirs.
  await t.db.getRepository(WebhookEndpoint).update({ enabled: true }, { enabled: false });
});

describe('a delivery is signed, received and listed', () => {
  test('a posted job reaches the endpoint subscribed to job.created, verifiable with standardwebhooks', async () => {
    const receiver = await startReceiver();
    const other = await startReceiver();
    const { id, secret, endpoint } = await anEndpoint(admin, receiver.url, ['job.created']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect(endpoint).toMatchObject({ url: receiver.url, events: ['job.created'], enabled: true });
    await anEndpoint(admin, other.url, ['course.published']);

    const job = await postJob(admin);
    await deliverDue();

    expect(receiver.received).toHaveLength(1);
    expect(other.received).toHaveLength(0);
    const [{ body, headers }] = receiver.received;
    const event = new Webhook(secret).verify(body, headers) as any;
    expect(event).toMatchObject({
      type: 'job.created',
      data: { id: job.id, slug: job.slug, title: job.title, isOpen: true },
    });
    expect(headers['webhook-signature']).toMatch(/^v1,/);
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(24).toString('base64')}`).verify(body, headers),
    ).toThrow();

    const [delivery] = await deliveriesOf(admin, id);
    expect(delivery).toMatchObject({
      eventType: 'job.created',
      messageId: headers['webhook-id'],
      state: 'DELIVERED',
      attempts: 1,
      lastStatusCode: 200,
      lastAnswer: 'thanks',
      lastError: null,
    });
    expect(JSON.parse(delivery.payload)).toEqual(event);
  });

  test('a job whose write fails queues nothing: the delivery row exists only with the change', async () => {
    const receiver = await startReceiver();
    await anEndpoint(admin, receiver.url, ['job.created']);
    const before = await t.db.getRepository(WebhookDelivery).count();
    const bad = await admin.post('/api/jobs', { title: '' });
    expect(bad.status).toBe(400);
    expect(await t.db.getRepository(WebhookDelivery).count()).toBe(before);
  });

  test('editing a job sends job.updated, and moving its deadline into the past job.closed', async () => {
    const receiver = await startReceiver();
    await anEndpoint(admin, receiver.url, ['job.updated', 'job.closed']);
    const job = await postJob(admin);
    const edit = await admin.gql(
      'mutation U($id: ID!, $input: JobInput!) { updateJob(id: $id, input: $input) { id isOpen } }',
      { id: job.id, input: aJobInput({ startDate: '2019-12-01', deadline: '2020-01-01' }) },
    );
    expect(edit.errors).toBeUndefined();
    await deliverDue();
    const types = receiver.received.map((r) => JSON.parse(r.body).type).sort();
    expect(types).toEqual(['job.closed', 'job.updated']);
  });
});

describe('retries, resends and switching off', () => {
  test('a receiver answering 500 is retried after the back-off and then delivered', async () => {
    const receiver = await startReceiver();
    receiver.answer(500);
    const { id } = await anEndpoint(admin, receiver.url, ['job.created']);
    await postJob(admin);
    await deliverDue();
    const [failed] = await deliveriesOf(admin, id);
    expect(failed).toMatchObject({
      state: 'PENDING',
      attempts: 1,
      lastStatusCode: 500,
      lastAnswer: 'receiver broke',
      lastError: 'The receiver answered 500.',
    });
    const wait = Date.parse(failed.nextAttemptAt) - clock.now().getTime();
    expect(wait).toBeGreaterThan(25_000);
    expect(wait).toBeLessThanOrEqual(30_000);

    await deliverDue();
    expect(receiver.received).toHaveLength(1); // not due yet

    receiver.answer(200);
    clock.advance(31_000);
    await deliverDue();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1].headers['webhook-id']).toBe(
      receiver.received[0].headers['webhook-id'],
    );
    const [delivered] = await deliveriesOf(admin, id);
    expect(delivered).toMatchObject({ state: 'DELIVERED', attempts: 2, lastStatusCode: 200 });
    const [hook] = (await admin.gql(ENDPOINTS)).data.webhookEndpoints.edges.filter(
      (e: any) => e.node.id === id,
    );
    expect(hook.node.failingSince).toBeNull();
  });

  test('staff resend a delivery: the receiver gets the same webhook-id and body again', async () => {
    const receiver = await startReceiver();
    const { id, secret } = await anEndpoint(admin, receiver.url, ['job.created']);
    await postJob(admin);
    await deliverDue();
    const [delivery] = await deliveriesOf(admin, id);
    const resent = await admin.gql(RESEND, { id: delivery.id });
    expect(resent.errors).toBeUndefined();
    expect(resent.data.resendWebhookDelivery).toMatchObject({ id: delivery.id, state: 'PENDING' });
    await deliverDue();
    expect(receiver.received).toHaveLength(2);
    const [first, again] = receiver.received;
    expect(again.body).toBe(first.body);
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(() => new Webhook(secret).verify(again.body, again.headers)).not.toThrow();
    expect((await deliveriesOf(admin, id))[0]).toMatchObject({ state: 'DELIVERED', attempts: 2 });
    const audit = await admin.gql(
      'query { auditEntries(first: 5, filter: { kind: "webhook.resend" }) { edges { node { targetId } } } }',
    );
    expect(audit.data.auditEntries.edges[0].node.targetId).toBe(id);
  });

  test('a delivery is given up after a day; an endpoint failing for three days is switched off and staff mailed', async () => {
    const receiver = await startReceiver();
    receiver.answer(503);
    const { id } = await anEndpoint(admin, receiver.url, ['job.created']);
    await postJob(admin);
    await deliverDue();

    clock.advance(DAY_MS + 60_000);
    await deliverDue();
    const [givenUp] = await deliveriesOf(admin, id);
    expect(givenUp).toMatchObject({ state: 'FAILED', attempts: 2, lastStatusCode: 503 });

    clock.advance(2 * DAY_MS);
    await postJob(admin);
    await deliverDue();
    const hooks = (await admin.gql(ENDPOINTS)).data.webhookEndpoints.edges;
    const hook = hooks.find((e: any) => e.node.id === id).node;
    expect(hook).toMatchObject({ enabled: false, disabledReason: 'Failed for three days.' });
    const mails = (await outboxFor(t.db, admin.email)).filter((m) => m.kind === 'webhook-disabled');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(receiver.url);

    const seen = receiver.received.length;
    await postJob(admin);
    await deliverDue();
    expect(receiver.received).toHaveLength(seen);

    const on = await admin.gql(UPDATE_ENDPOINT, { id, patch: { enabled: true } });
    expect(on.data.updateWebhookEndpoint).toMatchObject({
      enabled: true,
      disabledReason: null,
      failingSince: null,
    });
  });
});

describe('bad input is refused with nothing stored', () => {
  test.each([
    ['a malformed URL', 'url', { url: 'not a url' }],
    ['a URL of another scheme', 'url', { url: 'ftp://example.com/hook' }],
    ['an unknown event', 'events', { events: ['job.created', 'job.exploded'] }],
    ['no event', 'events', { events: [] }],
    ['no description', 'description', { description: ' ' }],
  ])('%s: BAD_USER_INPUT (400) naming %s', async (_case, field, change) => {
    const before = await t.db.getRepository(WebhookEndpoint).count();
    const reply = await admin.gql(CREATE_ENDPOINT, {
      input: {
        url: 'http://127.0.0.1:9/hooks',
        description: 'Sync',
        events: ['job.created'],
        ...change,
      },
    });
    expect(reply.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await t.db.getRepository(WebhookEndpoint).count()).toBe(before);
  });

  test('a customer may not list or register endpoints', async () => {
    const customer = await t.signIn('user');
    const list = await customer.gql(ENDPOINTS);
    expect(list.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
