import http from 'node:http';
import { aJob } from '../src/modules/jobs/job.factory';
import type { Client, TestClock } from './harness';

/** A job as the REST shim answers it (the fields tests read back). */
export type PostedJob = {
  id: string;
  title: string;
  slug: string;
  views: number;
  isOpen: boolean;
  jobType: string | null;
  jobLocation: string | null;
};

/**
 * Posts a valid job (aJob with `fields` over it) over REST as `admin`; throws unless it is created.
 * With a clock, moves it a second on, so jobs posted one after another are "newest first" in reverse.
 */
export async function postJob(
  admin: Client,
  fields: Record<string, unknown> = {},
  clock?: TestClock,
): Promise<PostedJob> {
  const reply = await admin.post('/api/jobs', aJob(fields));
  if (reply.status !== 201) throw new Error(`could not post job: ${reply.status} ${reply.text}`);
  clock?.advance(1000);
  return reply.body;
}

/** Posts jobs one after another as `admin`, titled `<marker> job <i>` unless they say otherwise. */
export async function postJobs(
  admin: Client,
  marker: string,
  jobs: Record<string, unknown>[],
  clock?: TestClock,
): Promise<PostedJob[]> {
  const created: PostedJob[] = [];
  for (const [i, job] of jobs.entries())
    created.push(await postJob(admin, { title: `${marker} job ${i}`, ...job }, clock));
  return created;
}

export type RawReply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** GET without fetch's automatic decompression: the bytes as they travel. Only collects them. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The page's one JSON-LD block, parsed; throws when there is none or more than one. */
export function jsonLd(html: string): any {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  if (blocks.length !== 1) throw new Error(`expected one JSON-LD block, found ${blocks.length}`);
  return JSON.parse(blocks[0][1]);
}
