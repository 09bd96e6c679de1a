import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../../test/harness';
import { jsonLd } from '../../../test/jobs.fixtures';
import { aJob } from './job.factory';

// Its own file: the storefront's files are read when the app starts, so "not built" is another app.
let t: TestApp;
let empty: string;
beforeAll(async () => {
  empty = fs.mkdtempSync(path.join(os.tmpdir(), 'devjobs-unbuilt-'));
  t = await startTestApp({ env: { STOREFRONT_DIST: empty } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(empty, { recursive: true, force: true });
});

describe('when the storefront is not built', () => {
  test('job pages are a minimal HTML page with the same head, and other pages say to build the app', async () => {
    const job = await t.services.jobs.create(aJob({ title: 'Bare Page Job' }));
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
