import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { useTestApp } from '../harness';
import { type RawReply, rawGet as rawGetUrl, someJobs } from '../jobs.fixtures';

/**
 * A page of GET /api/jobs?limit=… as browsers and integrators fetch it: its answer is made once per
 * cached page and sent again as it is (decision 050), in every encoding, with the headers that
 * res.json and the compression middleware gave it (product.md#rest-api).
 */
const { t, admin } = useTestApp();

const rawGet = (path: string, headers: Record<string, string> = {}) =>
  rawGetUrl(t.url.api + path, headers);

function rawHead(path: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    http
      .request(t.url.api + path, { method: 'HEAD' }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

/** The body as sent, decoded by its Content-Encoding. */
function decoded(reply: RawReply): Buffer {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(reply.body);
  if (encoding === 'gzip') return gunzipSync(reply.body);
  if (encoding === 'deflate') return inflateSync(reply.body);
  return reply.body;
}

describe('a page of the job list over REST', () => {
  test('comes in the encoding the client takes, each the same JSON, ETag and paging headers', async () => {
    const marker = `enc-${randomUUID().slice(0, 6)}`;
    await someJobs(admin, marker, 4);
    const path = `/api/jobs?q=${marker}&limit=3`;
    const plain = await rawGet(path);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(plain.body.length).toBeGreaterThan(1024); // above the compression threshold
    expect(JSON.parse(plain.body.toString()).map((job: { title: string }) => job.title)).toEqual([
      `${marker} 3`,
      `${marker} 2`,
      `${marker} 1`,
    ]);

    const asked = {
      'gzip, deflate, br, zstd': 'br',
      gzip: 'gzip',
      BR: 'br',
      deflate: 'deflate',
      'br;q=0.5, gzip': 'gzip',
      'gzip;q=0.2, deflate': 'deflate',
      identity: undefined,
    };
    for (const [acceptEncoding, expected] of Object.entries(asked)) {
      const reply = await rawGet(path, { 'accept-encoding': acceptEncoding });
      expect({ acceptEncoding, encoding: reply.headers['content-encoding'] }).toEqual({
        acceptEncoding,
        encoding: expected,
      });
      expect(decoded(reply).equals(plain.body)).toBe(true);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.headers.etag).toBe(plain.headers.etag);
      expect(reply.headers['x-total-count']).toBe('4');
      expect(reply.headers['x-next-cursor']).toBe(plain.headers['x-next-cursor']);
      if (reply.headers['content-length'] !== undefined)
        expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    }
  });

  test('answers 304 to its ETag in any encoding, HEAD with the headers alone, and a write changes it', async () => {
    const marker = `etag-${randomUUID().slice(0, 6)}`;
    await someJobs(admin, marker, 2);
    const path = `/api/jobs?q=${marker}&limit=20`;
    const first = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br' });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/"/);
    for (const acceptEncoding of ['gzip, deflate, br', 'gzip', 'identity']) {
      const again = await rawGet(path, {
        'accept-encoding': acceptEncoding,
        'if-none-match': etag,
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.headers['x-total-count']).toBe('2');
    }
    expect((await rawGet(path, { 'if-none-match': '"another"' })).status).toBe(200);

    const head = await rawHead(path);
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect(Number(head.headers['content-length'])).toBe(decoded(first).length);
    expect(head.headers['content-encoding']).toBeUndefined();

    await someJobs(admin, `${marker} new`, 1);
    const changed = await rawGet(path, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(JSON.parse(decoded(changed).toString())).toHaveLength(3);
  });

  test('pages that begin with the same job keep their own answers', async () => {
    const marker = `same-${randomUUID().slice(0, 6)}`;
    await someJobs(admin, marker, 3);
    const titles = async (limit: number, acceptEncoding = 'identity') =>
      JSON.parse(
        decoded(
          await rawGet(`/api/jobs?q=${marker}&limit=${limit}`, {
            'accept-encoding': acceptEncoding,
          }),
        ).toString(),
      ).map((job: { title: string }) => job.title);
    const newest = [`${marker} 2`, `${marker} 1`, `${marker} 0`];
    for (let round = 0; round < 2; round++)
      for (const limit of [1, 2, 3, 0])
        for (const encoding of ['identity', 'br'])
          expect(await titles(limit, encoding)).toEqual(newest.slice(0, limit));
  });

  test('an offset past 1000, however large or however written, answers the 400 that points to the cursor', async () => {
    const marker = `deep-${randomUUID().slice(0, 6)}`;
    await someJobs(admin, marker, 2);
    const answer = async (offset: string, paged = true) => {
      const reply = await t
        .client()
        .get(
          `/api/jobs?q=${marker}${paged ? '&limit=1' : ''}&offset=${encodeURIComponent(offset)}`,
        );
      return { offset, status: reply.status, body: reply.body };
    };
    const deep = {
      status: 400,
      body: {
        code: 'BAD_USER_INPUT',
        field: 'offset',
        message:
          'offset must be a whole number from 0 to 1000: to read further, pass the X-Next-Cursor of the previous page as after.',
      },
    };
    for (const offset of ['1001', '1000000', '1000001', '100000000', '1e20', '9'.repeat(400)])
      for (const paged of [true, false])
        expect(await answer(offset, paged)).toEqual({ offset, ...deep });

    const notANumber = {
      status: 400,
      body: {
        code: 'BAD_USER_INPUT',
        field: 'offset',
        message: 'offset must be a whole number from 0 to 1000.',
      },
    };
    for (const offset of ['-1', '-100000000', '2.5', 'abc', '0x10'])
      expect(await answer(offset)).toEqual({ offset, ...notANumber });

    const last = await answer('1');
    expect({
      status: last.status,
      titles: last.body.map((j: { title: string }) => j.title),
    }).toEqual({ status: 200, titles: [`${marker} 0`] });
  });
});
