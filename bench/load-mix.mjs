// What one visitor of the storefront does in `npm run bench:load`: a session with its own cookie
// jar and its own client address (X-Forwarded-For 10.x.y.z; the traffic itself goes to 127.0.0.1
// only), landing on `/` or on a server-rendered job page, then 6 to 20 actions: filtered job lists
// over GraphQL and REST (filters, search words, next pages by cursor and by offset), title
// suggestions, Read More (a recorded view, then the job's details), job pages, back home; a few
// send one or two suggestions. How many sign up (most then log in) and how many log in to an account
// made earlier is the mix's (MIXES): `browse` as a job board sees it, `signins` far more. The
// GraphQL operations are the storefront's own.
import { ACCEPT_ENCODING, outcome, send } from './load-http.mjs';

/**
 * The share of visits that sign up (and of those, log in after), and that log in to an account
 * made earlier. `browse`: one in twelve signs up, one in twenty logs in. `signins`: a launch day or
 * a course sale, a third sign up and a third log in.
 */
export const MIXES = {
  browse: { signup: 1 / 12, loginAfterSignup: 0.7, login: 1 / 20 },
  signins: { signup: 1 / 3, loginAfterSignup: 0.7, login: 1 / 3 },
};

const JOB_CARD = 'fragment JobCard on Job { id slug title company jobType jobLocation salary }';
const SESSION_USER = 'fragment SessionUser on User { id name email isAdmin }';
const OPS = {
  session: `query Session { me { ...SessionUser } } ${SESSION_USER}`,
  jobsPage: `query JobsPage($filter: JobFilter, $first: Int!, $after: String) {
    jobs(filter: $filter, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id ...JobCard } } } } ${JOB_CARD}`,
  titles: 'query JobTitleSuggestions($q: String!) { jobTitleSuggestions(q: $q, limit: 8) }',
  recordView: 'mutation RecordJobView($id: ID!) { recordJobView(id: $id) { id views } }',
  jobDetails: `query JobDetails($slug: String!) { job(slug: $slug) { id slug title company description externalLink
    responsibilities requirements skills benefits salary startDate deadline jobLocation jobType thumbnail isOpen createdAt } }`,
  suggestion:
    'mutation SubmitSuggestion($input: SuggestionInput!) { submitSuggestion(input: $input) { id } }',
  signup: 'mutation Signup($input: SignupInput!) { signup(input: $input) { id } }',
  login: `mutation Login($input: LoginInput!) { login(input: $input) { ...SessionUser } } ${SESSION_USER}`,
};

const TYPES = {
  FULL_TIME: 'Full-Time',
  PART_TIME: 'Part-Time',
  INTERNSHIP: 'Internship',
  CONTRACT: 'Contract',
};
const LOCATIONS = { REMOTE: 'Remote', ON_SITE: 'On-site', HYBRID: 'Hybrid' };
/** The words visitors search for, and what they type into the title box (bench:lists times each). */
export const WORDS = [
  'react',
  'node',
  'python',
  'go',
  'java',
  'typescript',
  'rust',
  'engineer',
  'intern',
  'lead',
  'vue developer',
  'company 42',
];
export const TYPING = ['re', 'rea', 'py', 'nod', 'jav', 'eng', 'ty', 'kot', 'arc'];
const SUGGESTIONS = [
  'The salary for this role is missing, please add a range.',
  'This link goes to a general careers page, not the job itself.',
  'Could you add a filter for the city?',
  'The deadline seems to have passed already.',
];

const random = (n) => Math.floor(Math.random() * n);
const pick = (list) => list[random(list.length)];
const chance = (p) => Math.random() < p;
/** One or two distinct items of `list`. */
const some = (list) => [...list].sort(() => Math.random() - 0.5).slice(0, 1 + random(2));

/** A filter as people set them: a type or two, a work mode, a salary cap, a search word; often none. */
function randomFilter() {
  const filter = {};
  if (chance(0.45)) filter.types = some(Object.keys(TYPES));
  if (chance(0.4)) filter.locations = some(Object.keys(LOCATIONS));
  if (chance(0.25)) filter.maxSalary = pick([600_000, 1_200_000, 2_000_000, 4_000_000]);
  if (chance(0.15)) filter.maxExperience = pick([0, 1, 2, 3, 5]);
  if (chance(0.3)) filter.q = pick(WORDS);
  return filter;
}

/** The same filter as the storefront's URL / REST query string (bench:lists sends it too). */
export function restQuery(filter, limit, offset) {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.types) params.set('type', filter.types.map((t) => TYPES[t]).join(','));
  if (filter.locations) params.set('mode', filter.locations.map((l) => LOCATIONS[l]).join(','));
  if (filter.maxSalary) params.set('maxSalary', String(filter.maxSalary));
  if (filter.maxExperience !== undefined) params.set('maxExperience', String(filter.maxExperience));
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return params.toString();
}

/** One visitor: a cookie jar, a client address, and every request timed and counted in `run`. */
class Visitor {
  constructor(run, n) {
    this.run = run;
    this.ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    this.cookies = new Map();
    this.jobs = []; // the last list this visitor saw
    this.viewed = new Set();
    this.filter = {};
    this.after = null;
  }

  async request(kind, path, { method = 'GET', json, parse = false } = {}) {
    const headers = {
      'x-forwarded-for': this.ip,
      'user-agent': 'devjobs-bench-load',
      'accept-encoding': ACCEPT_ENCODING,
    };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (json !== undefined)
      Object.assign(headers, { 'content-type': 'application/json', origin: this.run.base });
    const started = performance.now();
    const res = await send(this.run.agent, this.run.base + path, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const ms = performance.now() - started;
    // How the API answered a page (kept, rendered, or the shell when its renders were shed).
    const page = /page;desc="(\w+)"/.exec(res.headers?.['server-timing'] ?? '')?.[1];
    if (page) this.run.pages[page] = (this.run.pages[page] ?? 0) + 1;
    for (const line of [res.headers?.['set-cookie'] ?? []].flat()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(line))
        this.cookies.set(pair.slice(0, at), value);
      else this.cookies.delete(pair.slice(0, at));
    }
    let body = null;
    if (parse && res.status) {
      try {
        body = JSON.parse(res.text);
      } catch {
        body = null;
      }
    }
    const result = outcome(res, body);
    this.run.record(
      kind,
      ms,
      result,
      result === 'ok'
        ? null
        : `${method} ${path.slice(0, 60)} → ${res.status || res.error?.message} ${res.text?.slice(0, 160) ?? ''}`,
    );
    return { ok: result === 'ok', body };
  }

  gql(kind, query, variables) {
    return this.request(`gql ${kind}`, '/graphql', {
      method: 'POST',
      json: { query, variables },
      parse: true,
    });
  }

  rest(kind, path, json) {
    return this.request(`REST ${kind}`, path, {
      method: json === undefined ? 'GET' : 'POST',
      json,
      parse: true,
    });
  }

  // ------------------------------------------------------------------ pages

  async home() {
    await this.request('GET /', '/');
    await this.gql('Session', OPS.session, {});
  }

  async landOnJobPage(job) {
    this.current = job;
    await this.request('GET /page-details/:slug', `/page-details/${encodeURIComponent(job.slug)}`);
    await this.gql('Session', OPS.session, {});
    await this.gql('JobDetails', OPS.jobDetails, { slug: job.slug });
  }

  async listGraphql() {
    const next = this.after && chance(0.35);
    if (!next) this.filter = randomFilter();
    const { ok, body } = await this.gql('JobsPage', OPS.jobsPage, {
      filter: this.filter,
      first: 20,
      after: next ? this.after : null,
    });
    if (!ok) return;
    this.jobs = body.data.jobs.edges.map((e) => e.node);
    this.after = body.data.jobs.pageInfo.hasNextPage ? body.data.jobs.pageInfo.endCursor : null;
  }

  async listRest() {
    const filter = randomFilter();
    const { ok, body } = await this.rest(
      'GET /api/jobs',
      `/api/jobs?${restQuery(filter, 20, 20 * pick([0, 0, 0, 1, 1, 2, 3]))}`,
    );
    if (ok && Array.isArray(body) && body.length) this.jobs = body;
  }

  async readMore() {
    const job = this.jobs.find((j) => !this.viewed.has(j.id));
    if (!job) return this.listGraphql();
    this.viewed.add(job.id);
    const { ok } = chance(0.75)
      ? await this.gql('recordJobView', OPS.recordView, { id: job.id })
      : await this.rest(
          'POST /api/jobs/:id/view',
          `/api/jobs/${encodeURIComponent(job.id)}/view`,
          {},
        );
    if (ok) this.run.acked.views++;
    await this.gql('JobDetails', OPS.jobDetails, { slug: job.slug });
    this.current = job;
  }

  async browse() {
    const roll = random(100);
    if (roll < 28) return this.listGraphql();
    if (roll < 45) return this.listRest();
    if (roll < 51) return this.gql('JobTitleSuggestions', OPS.titles, { q: pick(TYPING) });
    if (roll < 74) return this.readMore();
    if (roll < 90)
      return this.landOnJobPage(this.jobs.length ? pick(this.jobs) : pick(this.run.jobs));
    return this.home();
  }

  async signup(n, thenLogin) {
    const account = {
      email: `visitor-${this.run.tag}-${n}@bench.example`,
      password: `correct horse ${n}`,
    };
    const input = { name: `Visitor ${n}`, ...account };
    const { ok } = chance(0.7)
      ? await this.gql('signup', OPS.signup, { input })
      : await this.rest('POST /api/auth/signup', '/api/auth/signup', input);
    if (!ok) return;
    this.run.acked.users++;
    this.run.accounts.push(account);
    if (thenLogin) await this.login(account);
  }

  async login(account) {
    if (chance(0.7)) await this.gql('login', OPS.login, { input: account });
    else await this.rest('POST /api/auth/login', '/api/auth/login', account);
    await this.gql('Session', OPS.session, {});
  }

  async suggest() {
    const input = {
      suggestion: pick(SUGGESTIONS),
      ...(this.current ? { jobId: this.current.id } : {}),
    };
    const { ok } = chance(0.7)
      ? await this.gql('submitSuggestion', OPS.suggestion, { input })
      : await this.rest('POST /api/suggestions', '/api/suggestions', input);
    if (ok) this.run.acked.suggestions++;
  }
}

/**
 * One visit, visitor number `n`, in `run.mix` (MIXES): `run.pause()` (the think time; false once
 * the run is over) comes before every action, so a visit ends at the run's end or after at most 21
 * actions. Resolves false when the run is over.
 */
export async function visit(run, n) {
  const v = new Visitor(run, n);
  const mix = MIXES[run.mix];
  const actions = 6 + random(15);
  const signupAt = chance(mix.signup) ? random(5) : -1;
  const loginAt = chance(mix.login) ? random(actions) : -1;
  const suggestions = chance(0.12) ? (chance(0.25) ? 2 : 1) : 0;
  const suggestAt = new Set(Array.from({ length: suggestions }, () => 2 + random(actions - 2)));

  if (!(await run.pause())) return false;
  if (chance(0.6)) await v.home();
  else await v.landOnJobPage(pick(run.jobs));
  // A new visitor's browser fetches the app's entry script once (the rest is cached).
  await v.request('GET /assets/*.js', run.asset);
  for (let i = 0; i < actions; i++) {
    if (!(await run.pause())) return false;
    if (i === signupAt) await v.signup(n, chance(mix.loginAfterSignup));
    else if (i === loginAt && run.accounts.length) await v.login(pick(run.accounts));
    else if (suggestAt.has(i)) await v.suggest();
    else await v.browse();
  }
  return true;
}

/** What every visit needs before the run: the app's entry script and 500 real jobs to land on. */
export async function discover(agent, base) {
  const home = await send(agent, `${base}/`);
  const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(home.text ?? '')?.[1];
  if (home.status !== 200 || !asset)
    throw new Error(
      `GET / answered ${home.status} without an entry script: is the storefront built (npm run build -w storefront)?`,
    );
  const jobs = [];
  for (let page = 0; page < 5; page++) {
    const res = await send(agent, `${base}/api/jobs?limit=100&offset=${page * 100}`);
    if (res.status !== 200)
      throw new Error(`GET /api/jobs answered ${res.status}: ${res.text?.slice(0, 200)}`);
    jobs.push(...JSON.parse(res.text).map(({ id, slug }) => ({ id, slug })));
  }
  return { asset, jobs };
}
