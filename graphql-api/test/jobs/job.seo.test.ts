import path from 'node:path';
import { tempFiles, useTestApp } from '../harness';
import { jsonLd, postJob } from '../jobs.fixtures';

const APP_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>DevJobs</title>
    <meta name="description" content="The generic app description" />
    <script type="module" src="/assets/app.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const ADMIN_HTML =
  '<!doctype html><html><head><title>DevJobs Admin</title></head><body><div id="admin-root"></div></body></html>';

const dist = tempFiles('storefront', { 'index.html': APP_HTML, 'admin/index.html': ADMIN_HTML });
const { t, admin } = useTestApp({
  env: {
    STOREFRONT_DIST: dist,
    ADMIN_DIST: path.join(dist, 'admin'),
    PUBLIC_URL: 'https://devjobs.example',
  },
});

const post = (job: Record<string, unknown>) => postJob(admin, job);
const crawler = () => t.client('storefront');
const head = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

describe('job pages for crawlers that run no JavaScript', () => {
  test('the storefront HTML comes with the job’s title, description, canonical URL and JobPosting already in <head>', async () => {
    const job = await post({
      title: 'Staff Frontend Engineer',
      company: 'Orbit Analytics',
      description: 'Lead the front end of a data product.',
      jobType: 'Full-Time',
      jobLocation: 'On-site',
      salary: '₹30-40 LPA',
      startDate: '2026-02-01',
      deadline: '2999-03-31',
    });
    const page = await crawler().get(`/page-details/${encodeURIComponent(job.slug)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const h = head(page.text);
    expect(h).toContain('<title>Staff Frontend Engineer at Orbit Analytics | DevJobs</title>');
    expect(h).toContain(
      '<meta name="description" content="Staff Frontend Engineer at Orbit Analytics. Lead the front end of a data product.">',
    );
    expect(h).toContain(
      '<link rel="canonical" href="https://devjobs.example/page-details/staff-frontend-engineer">',
    );
    expect(page.text.match(/<title>/g)).toHaveLength(1); // the app's own title is replaced
    expect(page.text).not.toContain('The generic app description');
    expect(page.text).toContain('<script type="module" src="/assets/app.js"></script>'); // still the app
    expect(page.text).toContain('<div id="root"></div>');

    expect(jsonLd(page.text)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Staff Frontend Engineer',
      description: 'Lead the front end of a data product.',
      datePosted: '2026-02-01',
      validThrough: '2999-03-31',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Orbit Analytics' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressCountry: 'IN' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', value: 3_000_000, unitText: 'YEAR' },
      },
      url: 'https://devjobs.example/page-details/staff-frontend-engineer',
      directApply: false,
    });
  });

  test('a remote job is TELECOMMUTE; employment types use schema.org names; no salary figure means no baseSalary', async () => {
    const cases: [string, string][] = [
      ['Internship', 'INTERN'],
      ['Contract', 'CONTRACTOR'],
      ['Part-Time', 'PART_TIME'],
    ];
    for (const [jobType, employmentType] of cases) {
      const job = await post({ jobType, jobLocation: 'Remote', salary: 'Competitive' });
      const ld = jsonLd(
        (await crawler().get(`/page-details/${encodeURIComponent(job.slug)}`)).text,
      );
      expect(ld).toMatchObject({ employmentType, jobLocationType: 'TELECOMMUTE' });
      expect(ld).not.toHaveProperty('jobLocation');
      expect(ld).not.toHaveProperty('baseSalary');
    }
  });

  test('job text cannot break out of the page: HTML is escaped and `<` in JSON-LD is \\u003c', async () => {
    const evil = '</script><script>alert("x")</script> & "quotes" \u2028 $& $1';
    const job = await post({
      title: `Hacker ${evil}`,
      company: `<img src=x onerror=alert(1)>`,
      description: evil,
    });
    const page = await crawler().get(`/page-details/${encodeURIComponent(job.slug)}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script>alert');
    expect(page.text).not.toContain('<img src=x');
    expect(page.text.match(/<\/script>/g)).toHaveLength(2); // the app's script and the JSON-LD block
    expect(page.text).toContain('\\u003c/script\\u003e');
    const ld = jsonLd(page.text);
    expect(ld.title).toBe(`Hacker ${evil}`);
    expect(ld.hiringOrganization.name).toBe('<img src=x onerror=alert(1)>');
    expect(head(page.text)).toContain('&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)');
  });

  test('an unknown job still gets the app (which says "Job not found."), with status 404 and noindex', async () => {
    for (const url of ['/page-details/no-such-job', '/page-details/%E0%A4%A', '/page-details/']) {
      const page = await crawler().get(url);
      expect(page.status).toBe(404);
      expect(page.text).toContain('<div id="root"></div>');
      expect(page.text).toContain('<meta name="robots" content="noindex">');
      expect(page.text).not.toContain('application/ld+json');
    }
  });

  test('a closed job page is still served, with its past validThrough', async () => {
    const job = await post({ startDate: '2020-01-01', deadline: '2020-01-31' });
    const page = await crawler().get(`/page-details/${encodeURIComponent(job.slug)}`);
    expect(page.status).toBe(200);
    expect(jsonLd(page.text).validThrough).toBe('2020-01-31');
  });

  test('the API origin and the admin console do not serve job pages', async () => {
    const job = await post({});
    const url = `/page-details/${encodeURIComponent(job.slug)}`;
    const api = await t.client('api').get(url);
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ code: 'NOT_FOUND', message: 'No such route.' });
    const adminPage = await t.client('admin').get(url);
    expect(adminPage.status).toBe(200);
    expect(adminPage.text).toContain('<div id="admin-root"></div>'); // the admin app's own shell, untouched
    for (const page of [api, adminPage]) {
      expect(page.text).not.toContain('application/ld+json');
      expect(page.text).not.toContain(job.title);
    }
  });
});

describe('sitemap, feed and robots.txt', () => {
  test('/sitemap.xml lists the static pages and every open job by its encoded URL, not closed ones', async () => {
    const open = await post({ title: 'Sitemap C# / Dev & Co 🚀' });
    const closed = await post({
      title: 'Sitemap Closed Role',
      startDate: '2020-01-01',
      deadline: '2020-01-31',
    });
    const reply = await crawler().get('/sitemap.xml');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/application\/xml/);
    expect(reply.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    for (const p of ['/', '/jobs', '/courses', '/interview-prep-pdfs'])
      expect(reply.text).toContain(`<loc>https://devjobs.example${p}</loc>`);
    expect(reply.text).toContain(
      `<loc>https://devjobs.example/page-details/${encodeURIComponent(open.slug)}</loc>`,
    );
    expect(reply.text).not.toContain(encodeURIComponent(closed.slug));
    const openJobs = (await t.client().get('/api/jobs')).body.length;
    expect(reply.text.match(/<url>/g)).toHaveLength(4 + openJobs);
  });

  test('/jobs.rss is an RSS 2.0 feed of open jobs that takes the /api/jobs filters', async () => {
    const intern = await post({
      title: 'Feed Intern <Role>',
      jobType: 'Internship',
      salary: '25k',
    });
    await post({ title: 'Feed Contractor', jobType: 'Contract' });
    const all = await crawler().get('/jobs.rss');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toMatch(/application\/rss\+xml/);
    expect(all.text).toMatch(/<rss version="2.0"/);
    expect(all.text).toContain('<title>Feed Contractor at Acme Software</title>');

    const interns = await crawler().get('/jobs.rss?type=Internship&q=Feed');
    const items = [...interns.text.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
    expect(items).toHaveLength(1);
    expect(items[0]).toContain('<title>Feed Intern &lt;Role&gt; at Acme Software</title>');
    expect(items[0]).toContain(
      `<link>https://devjobs.example/page-details/${encodeURIComponent(intern.slug)}</link>`,
    );
    expect(items[0]).toContain('<category>Internship</category>');
    expect(items[0]).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);

    expect((await crawler().get('/jobs.rss?maxSalary=abc')).status).toBe(400);
  });

  test('/robots.txt allows crawling and points to the sitemap', async () => {
    const reply = await crawler().get('/robots.txt');
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('User-agent: *');
    expect(reply.text).toContain('Sitemap: https://devjobs.example/sitemap.xml');
    expect(reply.text).toContain('Disallow: /admin');
  });
});
