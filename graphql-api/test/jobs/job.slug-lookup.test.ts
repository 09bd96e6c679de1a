import { useTestApp } from '../harness';
import { aJob } from './job.factory';

const { t, admin } = useTestApp();
/** The jobs of this file by title, as their create replies gave them. */
const jobs: { id: string; title: string; slug: string }[] = [];
beforeAll(async () => {
  // Near twins: MariaDB's utf8mb4_unicode_ci compares 'cafe-dev' and 'café-dev' (and any case) as equal.
  for (const title of [
    'Cafe Dev',
    'Café Dev',
    'Go Engineer',
    'Go Engineer',
    'Go',
    'CAFE dev ops',
  ]) {
    const reply = await admin.post('/api/jobs', aJob({ title }));
    expect(reply.status).toBe(201);
    jobs.push(reply.body);
  }
});

/** The job a page name leads to over GraphQL and on the storefront page, or null when both say not found. */
async function lookUp(slug: string): Promise<string | null> {
  const reply = await t
    .client()
    .gql('query ($slug: String!) { job(slug: $slug) { id slug } }', { slug });
  expect(reply.errors).toBeUndefined();
  const page = await t.client('storefront').get(`/page-details/${encodeURIComponent(slug)}`);
  const id: string | null = reply.data.job?.id ?? null;
  expect(page.status).toBe(id ? 200 : 404);
  if (id) expect(page.text).toContain(`"@type":"JobPosting"`);
  return id;
}

/** A lookup decodes, trims and lowercases (NFC) and then matches the stored slug exactly. */
const expected = (slug: string) =>
  jobs.find((j) => j.slug === slug.normalize('NFC').trim().toLowerCase())?.id ?? null;

describe('looking a job up by its page name', () => {
  test('every job, near twins and numbered twins included, is reached by its own page name', async () => {
    expect(new Set(jobs.map((j) => j.slug)).size).toBe(jobs.length);
    for (const job of jobs) expect(await lookUp(job.slug)).toBe(job.id);
    expect(jobs.map((j) => j.slug)).toEqual(
      expect.arrayContaining(['cafe-dev', 'go-engineer', 'go-engineer-2', 'go', 'cafe-dev-ops']),
    );
  });

  test('a name typed in another case, in decomposed Unicode or with spaces around finds the job of the normalised name', async () => {
    const byTitle = (title: string) => jobs.filter((j) => j.title === title);
    const [goEngineer] = byTitle('Go Engineer');
    const [cafe] = byTitle('Cafe Dev');
    const [accented] = byTitle('Café Dev');
    expect(await lookUp('GO-ENGINEER')).toBe(goEngineer.id);
    expect(await lookUp('  Go-Engineer  ')).toBe(goEngineer.id);
    expect(await lookUp('CAFE-DEV')).toBe(cafe.id);
    // The accented job's own name, typed decomposed (e + U+0301) and in capitals.
    const decomposed = accented.slug.normalize('NFD');
    expect(decomposed).not.toBe(accented.slug);
    expect(await lookUp(decomposed)).toBe(accented.id);
    expect(await lookUp(accented.slug.toUpperCase())).toBe(accented.id);
  });

  test('a near twin that is no job’s name, or only the start of one, finds nothing or the job of exactly that name', async () => {
    const names = [
      'café-dev',
      'CAFÉ-DEV',
      'cafe\u0301-dev',
      'cafe-de',
      'cafe',
      'caf',
      'go-eng',
      'go-engineer-',
      'go-engineer-3',
      'g',
      'cafe-dev-op',
      'cafe_dev',
      'cafe%',
    ];
    for (const name of names)
      expect({ name, id: await lookUp(name) }).toEqual({ name, id: expected(name) });
    expect(await lookUp('café-dev-2')).toBe(expected('café-dev-2'));
  });
});
