import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { TestClock, useTestApp } from '../harness';
import { postJob, rawGet as rawGetUrl } from '../jobs.fixtures';

const clock = new TestClock();
const { t, admin } = useTestApp({ clock });

/** GET /api/jobs… without fetch's automatic decompression. */
const rawGet = (path: string, headers: Record<string, string> = {}) =>
  rawGetUrl(t.url.api + path, headers);
const post = (title: string, fields: Record<string, unknown> = {}) =>
  postJob(admin, { title, ...fields }, clock);

const fullList = async () => {
  const reply = await t.client().get('/api/jobs');
  expect(reply.status).toBe(200);
  return reply.body as { id: string; title: string; views: number }[];
};

describe('the full list of open jobs (GET /api/jobs with no parameters)', () => {
  test('is exactly the paged lists one after another, with the same total', async () => {
    for (let i = 0; i < 5; i++) await post(`Union ${i} ${randomUUID().slice(0, 6)}`);
    const full = await t.client().get('/api/jobs');
    const paged: unknown[] = [];
    let total = Infinity;
    for (let offset = 0; offset < total; offset += 2) {
      const page = await t.client().get(`/api/jobs?limit=2&offset=${offset}`);
      total = Number(page.headers.get('x-total-count'));
      paged.push(...page.body);
    }
    expect(full.body).toEqual(paged);
    expect(Number(full.headers.get('x-total-count'))).toBe(total);
    expect(full.headers.get('content-type')).toMatch(/^application\/json/);
  });

  test('shows a new job and drops a deleted one at once on the instance that wrote them', async () => {
    await fullList();
    const job = await post(`Fresh ${randomUUID().slice(0, 6)}`);
    expect((await fullList())[0].id).toBe(job.id);
    expect((await admin.delete(`/api/jobs/${job.id}`)).status).toBe(200);
    expect((await fullList()).map((j) => j.id)).not.toContain(job.id);
  });

  test('comes brotli- or gzip-compressed as the client accepts, each the same JSON, with Vary: Accept-Encoding', async () => {
    await post(`Compressed ${randomUUID().slice(0, 6)}`);
    const plain = await rawGet('/api/jobs', { 'accept-encoding': 'identity' });
    const br = await rawGet('/api/jobs', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await rawGet('/api/jobs', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(
      JSON.parse(plain.body.toString()),
    );
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    for (const reply of [plain, br, gzip]) {
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.headers['x-total-count']).toBe(String(JSON.parse(plain.body.toString()).length));
      expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    }
    expect(br.body.length).toBeLessThan(plain.body.length);
  });

  test('answers 304 Not Modified to its ETag until a job changes', async () => {
    const first = await rawGet('/api/jobs', { 'accept-encoding': 'gzip' });
    const etag = first.headers.etag!;
    expect(etag).toBeTruthy();
    const again = await rawGet('/api/jobs', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    await post(`Changed ${randomUUID().slice(0, 6)}`);
    const changed = await rawGet('/api/jobs', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  test('a counted view shows within a few seconds', async () => {
    const job = await post(`Viewed ${randomUUID().slice(0, 6)}`);
    expect((await fullList()).find((j) => j.id === job.id)?.views).toBe(0);
    expect((await t.client().post(`/api/jobs/${job.id}/view`)).status).toBe(200);
    const deadline = Date.now() + 10_000;
    let views = 0;
    while (Date.now() < deadline && views === 0) {
      await new Promise((r) => setTimeout(r, 250));
      views = (await fullList()).find((j) => j.id === job.id)?.views ?? -1;
    }
    expect(views).toBe(1);
  }, 15_000);

  test('drops a job the day after its deadline day in APP_TIMEZONE, without any write', async () => {
    const today = t.services.jobs.today();
    const job = await post(`Last day ${randomUUID().slice(0, 6)}`, {
      startDate: today,
      deadline: today,
    });
    expect((await fullList()).map((j) => j.id)).toContain(job.id);
    clock.advance(24 * 60 * 60 * 1000);
    expect((await fullList()).map((j) => j.id)).not.toContain(job.id);
  });
});
