// The jobs of `npm run bench:lists` (decision 044), written with multi-row INSERTs straight into
// the table (through the service 100,000 jobs would take most of an hour). Deterministic: job i
// has id listJobId(i) and was posted at listJobAt(i), one minute after job i - 1, so the bench can
// write a cursor at any depth. Needs only a TypeORM DataSource, migrated. Each field is drawn from
// its own hash of i (`draw`), not from i modulo the list's length: with moduli, fields whose lists
// share a factor always go together (every React job was closed, every Internship paid the least),
// so the mix's combinations (bench/load-mix.mjs) found nothing or everything.
import { insertRows, stamp } from './bulk-insert.mjs';

/** The stacks and roles of the bench's job titles (seeded-api.mjs draws from them too). */
export const STACKS = [
  'React',
  'Node.js',
  'TypeScript',
  'Go',
  'Python',
  'Java',
  'Angular',
  'Vue',
  'Kotlin',
  'Rust',
];
const TYPES = ['FULL_TIME', 'PART_TIME', 'INTERNSHIP', 'CONTRACT'];
const LOCATIONS = ['REMOTE', 'ON_SITE', 'HYBRID'];
export const ROLES = ['Developer', 'Engineer', 'Intern', 'Lead', 'Architect'];
const DAY_MS = 86_400_000;
/** The newest job's time: fixed, so both the server and the bench know every job's. */
export const NEWEST_AT = Date.parse('2026-11-25T12:00:00.000Z');

export const listJobId = (i) => `00000001-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
export const listJobAt = (i, count) => new Date(NEWEST_AT - (count - 1 - i) * 60_000);

/**
 * A deterministic pseudo-random whole number from 0 to n - 1 for job i and field `salt` (the load
 * bench's seed, seeded-api.mjs, draws its fields with it too).
 */
export function draw(i, salt, n) {
  let h = Math.imul(i ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) % n;
}

/** A calendar day as the jobs table stores it: midnight UTC. */
const day = (offset) => stamp(new Date(Math.floor(Date.now() / DAY_MS + offset) * DAY_MS));

/**
 * Job i as a row of the jobs table: about 1 KB of JSON, like a real posting; one in ten closed, one
 * in ten stating no experience (0 to 6 years otherwise), the lowest salary from 4 to 23 lakh.
 */
function row(i, count) {
  const stack = STACKS[draw(i, 1, STACKS.length)];
  const role = ROLES[draw(i, 2, ROLES.length)];
  const years = draw(i, 3, 10) === 0 ? null : draw(i, 4, 7);
  const lakh = 4 + draw(i, 5, 20);
  const at = stamp(listJobAt(i, count));
  return {
    id: listJobId(i),
    title: `${stack} ${role} ${i}`,
    slug: `${stack.toLowerCase().replace(/\W+/g, '-')}-${role.toLowerCase()}-${i}`,
    company: `Company ${draw(i, 6, 500)}`,
    description: `Work on ${stack} services used by millions. `.repeat(8),
    externalLink: `https://example.com/jobs/${i}`,
    responsibilities: JSON.stringify([
      'Build features end to end',
      'Review code',
      'Improve performance',
    ]),
    requirements: JSON.stringify([
      years === null ? 'Any experience' : `${years}+ years of ${stack}`,
      'Good communication',
    ]),
    skills: JSON.stringify([stack, 'Git', 'SQL']),
    benefits: JSON.stringify(['Health insurance', 'Remote-friendly']),
    salary: `₹${lakh}-${lakh + 4} LPA`,
    salaryMin: lakh * 100_000,
    experienceYears: years,
    startDate: day(-30 - (i % 30)),
    deadline: draw(i, 7, 10) === 0 ? day(-1 - (i % 20)) : day(10 + (i % 60)),
    jobLocation: LOCATIONS[draw(i, 8, LOCATIONS.length)],
    jobType: TYPES[draw(i, 9, TYPES.length)],
    thumbnail: i % 3 ? `https://example.com/logos/${i % 50}.png` : null,
    views: i % 100,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * Inserts `count` jobs, BATCH rows a statement (SQLite's limit is 32,766 placeholders), before the
 * API serves them: it builds its list index from the jobs on its first list read (decision 051).
 */
export async function seedJobs(db, count) {
  const BATCH = 1000;
  for (let i = 0; i < count; i += BATCH) {
    const rows = [];
    for (let j = i; j < Math.min(count, i + BATCH); j++) rows.push(row(j, count));
    await insertRows(db, 'jobs', rows);
  }
}
