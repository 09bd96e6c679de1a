import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { TestClock, useTestApp } from '../harness';
import { postJob, rawGet as rawGetUrl, type RawReply, seedJobsInBulk } from '../jobs.fixtures';

const clock = new TestClock();
const { t, admin } = useTestApp({ clock });

type Raw = RawReply;

/** GET without fetch's automatic decompression, from the API or the storefront. */
const rawGet = (
  path: string,
  headers: Record<string, string> = {},
  site: 'api' | 'storefront' = 'api',
) => rawGetUrl(t.url[site] + path, headers);

/**
 * The longest the event loop was held while `request` ran, as the least of three runs (and the last
 * answer): work done in one go holds it every time, while a GC pause or a busy machine (jest runs
 * files in parallel beside the database) rarely lands in all three.
 */
async function leastHeldOf3(
  request: () => Promise<Raw>,
): Promise<{ reply: Raw; longestMs: number }> {
  let longestMs = Infinity;
  let reply: Raw | undefined;
  for (let run = 0; run < 3; run++) {
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    reply = await request();
    delay.disable();
    longestMs = Math.min(longestMs, delay.max / 1e6);
  }
  return { reply: reply!, longestMs };
}

const post = (title: string, fields: Record<string, unknown> = {}) =>
  postJob(admin, { title, ...fields }, clock);

/** Every page of `query` (limit 2), one after another, and the total the pages report. */
async function allPages(query: string) {
  const jobs: unknown[] = [];
  let total = Infinity;
  for (let offset = 0; offset < total; offset += 2) {
    const page = await t.client().get(`/api/jobs?${query}&limit=2&offset=${offset}`);
    expect(page.status).toBe(200);
    total = Number(page.headers.get('x-total-count'));
    jobs.push(...page.body);
  }
  return { jobs, total };
}

const seedInBulk = (count: number, marker: string) => seedJobsInBulk(t.db, clock, count, marker);

describe('a filtered or offset list with no limit (GET /api/jobs?q=… with no limit)', () => {
  test('is exactly its pages one after another, newest first, with X-Total-Count the number of jobs in it', async () => {
    const marker = randomUUID().slice(0, 8);
    const today = t.services.jobs.today();
    for (let i = 0; i < 5; i++)
      await post(`Unpaged ${marker} ${i}`, { jobType: i % 2 ? 'Part-Time' : 'Full-Time' });
    const closed = await post(`Unpaged ${marker} closed`, {
      startDate: '2020-01-01',
      deadline: '2020-01-02',
    });
    expect(today > '2020-01-02').toBe(true);

    for (const query of [
      `q=${marker}`,
      `q=${marker}&includeClosed=true`,
      `q=${marker}&type=Full-Time`,
    ]) {
      const whole = await t.client().get(`/api/jobs?${query}`);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toMatch(/^application\/json/);
      const pages = await allPages(query);
      expect(whole.body).toEqual(pages.jobs);
      expect(Number(whole.headers.get('x-total-count'))).toBe(whole.body.length);
      expect(whole.body.length).toBe(pages.total);
    }
    const withClosed = (await t.client().get(`/api/jobs?q=${marker}&includeClosed=true`)).body as {
      id: string;
    }[];
    expect(withClosed).toHaveLength(6);
    expect(withClosed.map((j) => j.id)).toContain(closed.id);
    expect((await t.client().get(`/api/jobs?q=${marker}&type=Full-Time`)).body).toHaveLength(3);

    // An offset with no limit: every match after the first two; the total counts them all.
    const rest = await t.client().get(`/api/jobs?q=${marker}&offset=2`);
    expect(rest.body).toEqual(withClosed.filter((j) => j.id !== closed.id).slice(2));
    expect(rest.headers.get('x-total-count')).toBe('5');
    // Nothing matches: an empty array, still JSON.
    const none = await t.client().get(`/api/jobs?q=nothing-${marker}`);
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
  });

  test('comes brotli- or gzip-compressed as the client accepts, each decompressing to the same JSON', async () => {
    const marker = randomUUID().slice(0, 8);
    for (let i = 0; i < 30; i++) await post(`Compressed ${marker} ${i}`);
    const path = `/api/jobs?q=${marker}`;
    const plain = await rawGet(path, { 'accept-encoding': 'identity' });
    const br = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(path, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(plain.body.toString());
    expect(json).toHaveLength(30);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(json);
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(json);
    for (const reply of [plain, br, gzip]) expect(reply.headers['x-total-count']).toBe('30');
    expect(br.body.length).toBeLessThan(plain.body.length);
  });

  test('of a few thousand jobs is sent without holding up other requests (the event loop stays free)', async () => {
    const marker = randomUUID().slice(0, 8);
    const count = 3000;
    await seedInBulk(count, marker);
    await rawGet(`/api/jobs?q=${marker}&limit=1`); // warm: count cached, statements prepared

    const { reply, longestMs } = await leastHeldOf3(() =>
      rawGet(`/api/jobs?q=${marker}&includeClosed=true`, { 'accept-encoding': 'identity' }),
    );

    const jobs = JSON.parse(reply.body.toString()) as { title: string }[];
    expect(reply.status).toBe(200);
    expect(jobs).toHaveLength(count);
    // Every match is sent; the count stops at 1000 (decision 044).
    expect(reply.headers['x-total-count']).toBe('1000');
    expect(reply.headers['x-total-count-capped']).toBe('true');
    expect(jobs[0].title).toBe(`Bulk ${marker} Engineer ${count - 1}`);
    // The whole answer read and serialised at once held the loop well past this bound; in slices it
    // stays under it on both databases (decision 012).
    expect(longestMs).toBeLessThan(50);
  }, 60_000);

  test('that fails half-way is cut off (a truncated body, never a complete-looking one) and logged once', async () => {
    const marker = randomUUID().slice(0, 8);
    await seedInBulk(1000, marker);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const table = (name: string) => t.db.driver.escape(name);
    let moved = false;
    const outcome = await new Promise<{ status: number; bytes: number; complete: boolean }>(
      (resolve, reject) => {
        http
          .get(
            `${t.url.api}/api/jobs?q=${marker}`,
            { headers: { 'accept-encoding': 'identity' } },
            (res) => {
              let bytes = 0;
              res.on('data', (chunk: Buffer) => {
                bytes += chunk.length;
                // The jobs table goes away after the first slice has been sent: the next read fails.
                if (!moved) {
                  moved = true;
                  t.db
                    .query(`ALTER TABLE ${table('jobs')} RENAME TO ${table('jobs_away')}`)
                    .catch(reject);
                }
              });
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, bytes, complete: res.complete }),
              );
              res.on('error', () =>
                resolve({ status: res.statusCode ?? 0, bytes, complete: res.complete }),
              );
              res.on('aborted', () =>
                resolve({ status: res.statusCode ?? 0, bytes, complete: false }),
              );
            },
          )
          .on('error', reject);
      },
    );
    await t.db.query(`ALTER TABLE ${table('jobs_away')} RENAME TO ${table('jobs')}`);
    expect(outcome.status).toBe(200);
    expect(outcome.complete).toBe(false);
    expect(outcome.bytes).toBeGreaterThan(0);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0][0])).toMatch(
      /^GET \/api\/jobs: the answer failed after its first bytes/,
    );
    // The list works again once the table is back.
    const again = await rawGet(`/api/jobs?q=${marker}`);
    expect(JSON.parse(again.body.toString())).toHaveLength(1000);
  });
});

/** Enough links that building them in one go could not pass for slices, even on a fast machine. */
const SITEMAP_JOBS = 30_000;

describe('the sitemap (/sitemap.xml) of many open jobs', () => {
  test('lists every one, newest first, without holding up other requests', async () => {
    const marker = randomUUID().slice(0, 8);
    await seedInBulk(SITEMAP_JOBS, marker);
    const { reply, longestMs } = await leastHeldOf3(() =>
      rawGet('/sitemap.xml', { 'accept-encoding': 'identity' }, 'storefront'),
    );

    const text = reply.body.toString();
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(text.endsWith('</urlset>\n')).toBe(true);
    const mine = [
      ...text.matchAll(new RegExp(`/page-details/bulk-${marker}-engineer-(\\d+)<`, 'g')),
    ].map((m) => Number(m[1]));
    expect(mine).toHaveLength(SITEMAP_JOBS);
    expect(mine[0]).toBe(SITEMAP_JOBS - 1);
    expect(mine[mine.length - 1]).toBe(0);
    // Read and built in one go, 10,000 links held the loop 40–60 ms on a quiet machine
    // (decision 012), so 30,000 well past this bound; in slices of 50 the
    // longest hold stays near 20 ms, and under 60 ms with a second test process on the two cores.
    expect(longestMs).toBeLessThan(100);
  }, 60_000);
});
