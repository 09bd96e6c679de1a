import { tempFiles, useTestApp } from '../harness';
import { jsonLd } from '../jobs.fixtures';
import { aJob } from './job.factory';
import { SYSTEM } from '../../src/modules/auth/auth.service';

// Its own file: the storefront's files are read when the app starts, so "not built" is another app.
const { t } = useTestApp({ env: { STOREFRONT_DIST: tempFiles('unbuilt') }, admin: false });

describe('when the storefront is not built', () => {
  test('job pages are a minimal HTML page with the same head, and other pages say to build the app', async () => {
    const job = await t.services.jobs.create(SYSTEM, aJob({ title: 'Bare Page Job' }));
    const page = await t.client('storefront').get(`/page-details/${encodeURIComponent(job.slug)}`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/^<!doctype html>/);
    expect(page.text).toContain('<title>Bare Page Job at Acme Software | DevJobs</title>');
    expect(page.text).toContain('<div id="root"></div>');
    expect(jsonLd(page.text).title).toBe('Bare Page Job');
    const other = await t.client('storefront').get('/jobs');
    expect(other.status).toBe(503);
    expect(other.text).toContain('npm run build');
  });
});
