import net from 'node:net';
import { jobPath } from '../src/contract/job-path';
import { useTestApp, uniqueEmail } from './harness';
import { postJob } from './jobs.fixtures';
import { workerMysqlDatabase } from './mysql-db';
import { useStorefrontBundle } from './storefront-bundle';

/**
 * The database going away under a running API (decision 110), on MariaDB: the app reaches it
 * through a loopback relay that the test cuts (every connection dropped, new ones refused) and
 * restores, as a stopped or unreachable server looks to the API.
 */
const MYSQL = process.env.TEST_DB === 'mysql';

/** A TCP relay on 127.0.0.1 to `target`, which can be cut and restored. */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 3306), target.hostname);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ]) {
      sockets.add(a);
      a.on('close', () => sockets.delete(a));
      a.on('error', () => b.destroy());
      a.pipe(b);
    }
  });
  const listen = (port = 0) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut: async () => {
      await new Promise((resolve) => {
        server.close(resolve);
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: async () => {
      if (!server.listening) await listen(port);
    },
  };
}

const storefront = useStorefrontBundle();
const env: Record<string, string> = {};
let relay: Awaited<ReturnType<typeof relayTo>>;
(MYSQL ? beforeAll : () => undefined)(async () => {
  relay = await relayTo(new URL(await workerMysqlDatabase()));
  Object.assign(env, storefront.env, { DATABASE_URL: relay.url });
});
(MYSQL ? afterAll : () => undefined)(() => relay.cut());
const { t, admin } = useTestApp({ env });

(MYSQL ? describe : describe.skip)('while the database cannot be reached', () => {
  let openedBefore: string;
  let neverOpened: string;

  beforeAll(async () => {
    const [seen, unseen] = [await postJob(admin), await postJob(admin)];
    openedBefore = jobPath(seen.slug);
    neverOpened = jobPath(unseen.slug);
    expect((await t.client('storefront').get(openedBefore)).status).toBe(200);
    await relay.cut();
  });
  afterAll(() => relay.restore());

  test('a page opened before is still served; one never opened is an HTML 503 page, never JSON', async () => {
    const visitor = t.client('storefront', { accept: 'text/html' });
    expect((await visitor.get(openedBefore)).status).toBe(200);
    const page = await visitor.get(neverOpened);
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('retry-after')).toBe('30');
    expect(page.text).toContain('<h1>We can&#39;t reach our database</h1>');
  });

  test('REST and GraphQL answer 503 with Retry-After in the API error shape', async () => {
    const visitor = t.client('api');
    const rest = await visitor.post('/api/auth/signup', {
      name: 'Outage Seeker',
      email: uniqueEmail('outage'),
      password: 'a-long-password-1',
    });
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('30');
    expect(rest.body).toEqual({
      message: "We can't reach our database right now. Please try again in a minute.",
      code: 'DATABASE_UNAVAILABLE',
    });

    const gql = await visitor.gql('{ courses(first: 5) { edges { node { id } } } }');
    expect(gql.status).toBe(503);
    expect(gql.errors?.[0]?.extensions?.code).toBe('DATABASE_UNAVAILABLE');
  });
});

(MYSQL ? test : test.skip)(
  'when the database is back the first request succeeds, and a write refused meanwhile left nothing',
  async () => {
    const email = uniqueEmail('after-outage');
    const account = { name: 'Back Again', email, password: 'a-long-password-1' };
    await relay.cut();
    expect((await t.client('api').post('/api/auth/signup', account)).status).toBe(503);
    await relay.restore();
    const signup = await t.client('api').post('/api/auth/signup', account);
    expect(signup.status).toBe(201);
  },
);
