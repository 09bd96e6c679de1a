import { Router, type Request } from 'express';
import type { Config } from '../../config';
import { jsonForScript } from '../../contract/json-for-script';
import { addToHead } from '../../http/page-render';
import type { StorefrontPages } from '../../http/server-render';
import { dateToDay } from '../../lib/calendar-day';
import { html } from '../../lib/html-text';
import { firstValue } from '../../lib/query-params';
import { salaryPeriod } from '../../lib/salary';
import type { Services } from '../../services';
import {
  JOB_CITY_LABELS,
  JOB_LOCATION_LABELS,
  JOB_REGION_LABELS,
  JOB_TYPE_LABELS,
  JobLocation,
  type JobRegion,
  JobType,
} from './job.enums';
import { jobFilterFromQuery, streamText } from './job.rest';
import type { JobRecord } from './job.rows';
import { jobPath } from '../../contract/job-path';

/**
 * Pages for crawlers that run no JavaScript (decision 030), served on the storefront origin only:
 * job pages with their <title>, description, canonical URL and schema.org JobPosting already in
 * the storefront's HTML; the sitemap; an RSS feed of open jobs; robots.txt.
 */
export function jobSeoRoutes(services: Services, config: Config, pages: StorefrontPages): Router {
  const router = Router();
  const jobUrl = (slug: string) => `${config.publicUrl}${jobPath(slug)}`;

  // The raw path is decoded here (not by Express), so a malformed %-sequence is a 404 page, not an error.
  router.use('/page-details', async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let slug: string | null = null;
    try {
      slug = decodeURIComponent(req.path.replace(/^\/+|\/+$/g, ''));
    } catch {
      slug = null;
    }
    // Kept by address while the job does not change (decision 043): a repeat visit renders nothing.
    const sent = await pages.send(req, res, async () => {
      const job = slug ? await services.jobs.bySlug(slug) : null;
      const status = job ? 200 : 404;
      // The page rendered on the server (decision 030), or the storefront's index.html from memory (a
      // file read here would queue behind password hashing).
      const page = await pages.page(req);
      if (page?.rendered) {
        // The render's <title> and description are the page's (PageMeta, kept by the browser's React).
        const head = job
          ? jobHead(job, jobUrl(job.slug), { titleAndDescription: false })
          : NOT_FOUND_ROBOTS;
        return { ...page, status, html: addToHead(page.html, head) };
      }
      const html = injectHead(
        page?.html ?? FALLBACK_SHELL,
        job ? jobHead(job, jobUrl(job.slug)) : notFoundHead(),
      );
      return { status, html, rendered: false };
    });
    if (!sent) next();
  });

  // The newest open jobs up to the protocol's 50,000 URLs a file, written as they are read.
  router.get('/sitemap.xml', async (_req, res) => {
    const url = (loc: string, lastmod?: Date) =>
      `  <url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${dateToDay(lastmod)}</lastmod>` : ''}</url>\n`;
    const pages = ['/', '/jobs', '/courses', '/interview-prep-pdfs'];
    const links = services.jobs.openJobLinks(SITEMAP_URLS - pages.length);
    async function* pieces() {
      // The first text goes out with the first slice, so a failing read is still an error answer.
      let head = [
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
        ...pages.map((p) => url(`${config.publicUrl}${p}`)),
      ].join('');
      for await (const jobs of links) {
        yield { text: head + jobs.map((job) => url(jobUrl(job.slug), job.updatedAt)).join('') };
        head = '';
      }
      yield { text: `${head}</urlset>\n` };
    }
    res.setHeader('Cache-Control', 'public, max-age=300');
    await streamText(res, 'application/xml; charset=utf-8', pieces());
  });

  // Same filters as GET /api/jobs; the newest 50 matches unless `limit` (up to 100) says otherwise.
  router.get('/jobs.rss', async (req, res) => {
    const limit = firstValue(req.query, 'limit') ?? 50;
    const { jobs } = await services.jobs.search(jobFilterFromQuery(req.query), { limit });
    const body = jobsRss(jobs, config.publicUrl, searchOf(req), jobUrl);
    res.type('application/rss+xml').setHeader('Cache-Control', 'public, max-age=300').send(body);
  });

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        // Apply Now's counted redirect (product.md#saved-jobs): for people, not crawlers.
        'Disallow: /apply/',
        `Sitemap: ${config.publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  return router;
}

/** The sitemap protocol's limit of URLs in one file (sitemaps.org). */
const SITEMAP_URLS = 50_000;

const FALLBACK_SHELL =
  '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>DevJobs</title>\n</head>\n<body>\n<div id="root"></div>\n</body>\n</html>\n';

/** Replaces the page's own title, description and canonical link with ours, inside <head>. */
export function injectHead(html: string, head: string): string {
  const cleaned = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, () => '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/gi, () => '')
    .replace(/<link\s+rel=["']canonical["'][^>]*>\s*/gi, () => '');
  return /<\/head>/i.test(cleaned)
    ? addToHead(cleaned, head)
    : FALLBACK_SHELL.replace('<title>DevJobs</title>\n', () => `${head}\n`);
}

function jobHead(job: JobRecord, url: string, { titleAndDescription = true } = {}): string {
  const title = `${job.title} at ${job.company} | DevJobs`;
  const description = excerpt(`${job.title} at ${job.company}. ${job.description}`, 160);
  return [
    ...(titleAndDescription
      ? [
          `<title>${html(title)}</title>`,
          `<meta name="description" content="${html(description)}">`,
        ]
      : []),
    `<link rel="canonical" href="${html(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${html(title)}">`,
    `<meta property="og:description" content="${html(description)}">`,
    `<meta property="og:url" content="${html(url)}">`,
    ...(job.thumbnail ? [`<meta property="og:image" content="${html(job.thumbnail)}">`] : []),
    `<script type="application/ld+json">${jsonForScript(jobPosting(job, url))}</script>`,
  ].join('\n');
}

const NOT_FOUND_ROBOTS = '<meta name="robots" content="noindex">';

function notFoundHead(): string {
  return ['<title>Job not found | DevJobs</title>', NOT_FOUND_ROBOTS].join('\n');
}

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  INTERNSHIP: 'INTERN',
  CONTRACT: 'CONTRACTOR',
};

/**
 * The countries a remote job's region opens it to, for `applicantLocationRequirements` (decision
 * 097): India; the countries of Asia's time zones from UTC+4 to UTC+9; none named for ANYWHERE.
 */
const APPLICANT_COUNTRIES: Record<JobRegion, readonly string[] | null> = {
  INDIA: ['India'],
  ASIA: [
    'India',
    'United Arab Emirates',
    'Oman',
    'Pakistan',
    'Sri Lanka',
    'Nepal',
    'Bangladesh',
    'Bhutan',
    'Maldives',
    'Myanmar',
    'Thailand',
    'Vietnam',
    'Cambodia',
    'Malaysia',
    'Singapore',
    'Indonesia',
    'Philippines',
    'China',
    'Hong Kong',
    'Taiwan',
    'Japan',
    'South Korea',
  ],
  ANYWHERE: null,
};

/** schema.org JobPosting (what Google for Jobs reads). */
export function jobPosting(job: JobRecord, url: string): Record<string, unknown> {
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: dateToDay(job.startDate ?? job.createdAt),
    hiringOrganization: { '@type': 'Organization', name: job.company },
    url,
    directApply: false,
  };
  if (job.deadline) posting.validThrough = dateToDay(job.deadline);
  if (job.jobType) posting.employmentType = EMPLOYMENT_TYPES[job.jobType];
  if (job.jobLocation === JobLocation.REMOTE) {
    posting.jobLocationType = 'TELECOMMUTE';
    const countries = job.region && APPLICANT_COUNTRIES[job.region];
    if (countries)
      posting.applicantLocationRequirements = countries.map((name) => ({
        '@type': 'Country',
        name,
      }));
  } else {
    // The product is an Indian job board (prices in INR); postings carry no street address.
    const city = job.city && job.city !== 'OTHER' ? JOB_CITY_LABELS[job.city] : null;
    posting.jobLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(city ? { addressLocality: city } : {}),
        addressCountry: 'IN',
      },
    };
  }
  if (job.salaryMin !== null) {
    const unitText = salaryPeriod(job.salary);
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: {
        '@type': 'QuantitativeValue',
        value: job.salaryMin,
        ...(unitText ? { unitText } : {}),
      },
    };
  }
  return posting;
}

function rssSummary(job: JobRecord): string {
  const facts = [
    job.jobType ? JOB_TYPE_LABELS[job.jobType] : null,
    job.jobLocation ? JOB_LOCATION_LABELS[job.jobLocation] : null,
    job.city ? JOB_CITY_LABELS[job.city] : null,
    job.region ? JOB_REGION_LABELS[job.region] : null,
    job.salary,
    job.deadline ? `Apply by ${dateToDay(job.deadline)}` : null,
  ].filter(Boolean);
  return `${facts.length ? `${facts.join(' · ')}. ` : ''}${excerpt(job.description, 500)}`;
}

/** The query string of this request, as given (for the feed's own links). */
function searchOf(req: Request): string {
  const index = req.originalUrl.indexOf('?');
  return index < 0 ? '' : req.originalUrl.slice(index);
}

function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = Array.from(flat)
    .slice(0, max - 1)
    .join('');
  return `${cut.replace(/\s+\S*$/, '')}…`;
}

// Characters XML 1.0 forbids even when escaped.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function xml(text: string): string {
  return html(text.replace(NOT_XML, ''));
}

/** The RSS feed of `jobs` (the newest matches of the filters in `query`). */
function jobsRss(
  jobs: JobRecord[],
  publicUrl: string,
  query: string,
  jobUrl: (slug: string) => string,
): string {
  const items = jobs.map((job) =>
    [
      '    <item>',
      `      <title>${xml(`${job.title} at ${job.company}`)}</title>`,
      `      <link>${xml(jobUrl(job.slug))}</link>`,
      `      <guid isPermaLink="true">${xml(jobUrl(job.slug))}</guid>`,
      `      <pubDate>${job.createdAt.toUTCString()}</pubDate>`,
      ...(job.jobType ? [`      <category>${xml(JOB_TYPE_LABELS[job.jobType])}</category>`] : []),
      ...(job.city && job.city !== 'OTHER'
        ? [`      <category>${xml(JOB_CITY_LABELS[job.city])}</category>`]
        : []),
      ...(job.region ? [`      <category>${xml(JOB_REGION_LABELS[job.region])}</category>`] : []),
      `      <description>${xml(rssSummary(job))}</description>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    '    <title>DevJobs: open developer jobs</title>',
    `    <link>${xml(`${publicUrl}/jobs${query}`)}</link>`,
    `    <atom:link href="${xml(`${publicUrl}/jobs.rss${query}`)}" rel="self" type="application/rss+xml"/>`,
    '    <description>Curated jobs for software developers, reviewed by real developers.</description>',
    '    <language>en-in</language>',
    ...(jobs[0] ? [`    <lastBuildDate>${jobs[0].createdAt.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
