import { WebhookEndpoint } from '../../src/modules/webhooks/webhook.entity';
import { useTestApp } from '../harness';
import { postJob } from '../jobs.fixtures';
import { CREATE_ENDPOINT, deliveriesOf, startReceiver } from './webhook.factory';

/**
 * No SSRF (decision 104): in production an endpoint must be https to a public host, checked when
 * it is registered and again at each delivery after resolving its host.
 */
const { t, admin } = useTestApp({ env: { NODE_ENV: 'production' } });

const register = (url: string) =>
  admin.gql(CREATE_ENDPOINT, {
    input: { url, description: 'Sync', events: ['job.created'] },
  });

describe('in production, endpoints on private addresses are refused', () => {
  test.each([
    ['plain http', 'http://hooks.example.com/in', 'The URL must use https.'],
    ['loopback', 'https://127.0.0.1/in', 'not a private address'],
    ['localhost', 'https://localhost:8443/in', 'not a private address'],
    ['a private network', 'https://10.1.2.3/in', 'not a private address'],
    ['another private network', 'https://192.168.0.10/in', 'not a private address'],
    ['link-local (cloud metadata)', 'https://169.254.169.254/latest', 'not a private address'],
    ['IPv6 loopback', 'https://[::1]/in', 'not a private address'],
    ['IPv6 unique-local', 'https://[fd00::1]/in', 'not a private address'],
    ['IPv6 link-local', 'https://[fe80::1]/in', 'not a private address'],
    ['unspecified', 'https://0.0.0.0/in', 'not a private address'],
    ['IPv4 mapped into IPv6', 'https://[::ffff:127.0.0.1]/in', 'not a private address'],
  ])('%s: BAD_USER_INPUT naming url, nothing stored', async (_case, url, message) => {
    const before = await t.db.getRepository(WebhookEndpoint).count();
    const reply = await register(url);
    expect(reply.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
    expect(reply.errors?.[0].message).toContain(message);
    expect(await t.db.getRepository(WebhookEndpoint).count()).toBe(before);
  });

  test('a public https URL is taken', async () => {
    const reply = await register('https://hooks.example.com/in');
    expect(reply.errors).toBeUndefined();
    expect(reply.data.createWebhookEndpoint.endpoint.url).toBe('https://hooks.example.com/in');
  });

  test('a delivery to an endpoint that now reaches a private address is refused before connecting', async () => {
    const receiver = await startReceiver();
    const made = await register('https://hooks.example.com/in');
    const { id } = made.data.createWebhookEndpoint.endpoint;
    // As if its host's DNS now answered with the loopback address.
    await t.db
      .getRepository(WebhookEndpoint)
      .update({ id }, { url: `https://127.0.0.1:${receiver.port}/hooks` });
    await postJob(admin);
    await t.services.webhooks.sender.deliverDue();
    expect(receiver.received).toHaveLength(0);
    const [delivery] = await deliveriesOf(admin, id);
    expect(delivery).toMatchObject({ state: 'PENDING', attempts: 1, lastStatusCode: null });
    expect(delivery.lastError).toContain('non-public address 127.0.0.1');
  });
});
