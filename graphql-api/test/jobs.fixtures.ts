import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { DataSource } from 'typeorm';
import { Job } from '../src/modules/jobs/job.entity';
import { JobLocation, JobType } from '../src/modules/jobs/job.enums';
import { bumpListVersion } from '../src/modules/jobs/job-list.query';
import { aJob } from './jobs/job.factory';
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

/** `count` jobs titled `<marker> <i>`, each with its own salary (10k, 11k, …), posted as `admin`. */
export const someJobs = (admin: Client, marker: string, count: number) =>
  postJobs(
    admin,
    marker,
    Array.from({ length: count }, (_, i) => ({ title: `${marker} ${i}`, salary: `${10 + i}k` })),
  );

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

/**
 * `count` jobs matching `marker`, written in bulk (as a seed script would): created a second apart,
 * each about 1.4 KB of JSON like a real posting; `vary` changes job i's fields. Returns nothing:
 * the list is read back over HTTP.
 */
export async function seedJobsInBulk(
  db: DataSource,
  clock: TestClock,
  count: number,
  marker: string,
  vary: (i: number) => Partial<Job> = () => ({}),
) {
  const start = clock.now().getTime();
  const rows = Array.from({ length: count }, (_, i) => {
    const when = new Date(start + i * 1000);
    return {
      id: randomUUID(),
      title: `Bulk ${marker} Engineer ${i}`,
      slug: `bulk-${marker}-engineer-${i}`,
      company: `Company ${i % 50}`,
      description: `Work on services used by millions of developers every day. `.repeat(16),
      externalLink: `https://example.com/jobs/${i}`,
      responsibilities: ['Build features end to end', 'Review code', 'Improve performance'],
      requirements: [`${i % 7}+ years of TypeScript`, 'Good communication'],
      skills: ['TypeScript', 'Git', 'SQL'],
      benefits: ['Health insurance', 'Remote-friendly'],
      salary: '₹8-12 LPA',
      salaryMin: 800_000,
      experienceYears: i % 7,
      startDate: new Date('2026-01-01T00:00:00Z'),
      deadline: new Date('2999-12-31T00:00:00Z'),
      jobLocation: JobLocation.REMOTE,
      jobType: i % 2 ? JobType.FULL_TIME : JobType.CONTRACT,
      thumbnail: null,
      views: 0,
      createdAt: when,
      updatedAt: when,
      ...vary(i),
    };
  });
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .createQueryBuilder()
      .insert()
      .into(Job)
      .values(rows.slice(i, i + 200))
      .execute();
  }
  // A bulk writer bumps the list version, as the API does with every job write (decision 051).
  await bumpListVersion(db.manager);
  clock.advance(count * 1000);
}

/** A job list page with its (capped) count and the titles on it, for the list's scale tests. */
export const LIST_TITLES = `query ($filter: JobFilter, $first: Int, $after: String) {
  jobs(filter: $filter, first: $first, after: $after) {
    totalCount
    totalCountCapped
    pageInfo { hasNextPage endCursor }
    edges { node { title } }
  }
}`;
