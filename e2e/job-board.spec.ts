import {
  ADMIN,
  expect,
  requestedPaths,
  screenshots,
  STOREFRONT,
  test,
  uniqueTitle,
} from './fixtures';
import { GRAPHQL_URL, sentOperation } from './graphql-requests';

test.describe('the public job board', () => {
  test('a job seeker filters the list, shares the URL, and Back restores the filters', async ({
    page,
    createJob,
  }) => {
    // One word in the three titles, searched for: jobs that tests running beside this one add (20 remote
    // ones in server-render.spec.ts) would otherwise push these off the list's first page.
    const tag = uniqueTitle('Filter');
    const remote = await createJob({
      title: `${tag} Remote Rust Dev`,
      jobLocation: 'Remote',
      jobType: 'Contract',
      salary: '₹25,000/month',
    });
    const onsite = await createJob({
      title: `${tag} Onsite Go Dev`,
      jobLocation: 'On-site',
      jobType: 'Full-Time',
      salary: '₹15 LPA',
    });
    // Remote too, but paid more than the salary filter below allows: only that filter can hide it.
    const remoteWellPaid = await createJob({
      title: `${tag} Remote Kotlin Dev`,
      jobLocation: 'Remote',
      jobType: 'Contract',
      salary: '₹45,000/month',
    });

    await page.goto(`/jobs?q=${encodeURIComponent(tag)}`);
    await expect(page.getByRole('heading', { name: 'Open Job Positions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: remote.title })).toBeVisible();

    await page.getByRole('checkbox', { name: 'Remote' }).check();
    await expect(page).toHaveURL(/mode=remote/);
    await expect(page.getByRole('heading', { name: onsite.title })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: remote.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: remoteWellPaid.title })).toBeVisible();

    await page.getByRole('radio', { name: 'Up to ₹30,000' }).check();
    await expect(page).toHaveURL(/maxSalary=30000/);
    await expect(page.getByRole('heading', { name: remoteWellPaid.title })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: remote.title })).toBeVisible();

    // The filtered URL, opened afresh, shows the same list.
    const shared = page.url();
    const other = await page.context().newPage();
    await other.goto(shared);
    await expect(other.getByRole('checkbox', { name: 'Remote' })).toBeChecked();
    await expect(other.getByRole('heading', { name: remote.title })).toBeVisible();
    await expect(other.getByRole('heading', { name: remoteWellPaid.title })).toHaveCount(0);
    await other.close();

    await page.goBack();
    await expect(page.getByRole('radio', { name: 'Up to ₹30,000' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Remote' })).toBeChecked();
    await expect(page.getByRole('heading', { name: remoteWellPaid.title })).toBeVisible();
  });

  test('a seeker picks a city or a remote region; the address keeps them and the cards say where', async ({
    page,
    createJob,
  }) => {
    const tag = uniqueTitle('Where');
    const pune = await createJob({
      title: `${tag} Pune Dev`,
      jobLocation: 'On-site',
      city: 'Pune',
    });
    const india = await createJob({
      title: `${tag} India Dev`,
      jobLocation: 'Remote',
      region: 'Remote in India',
    });
    const anywhere = await createJob({ title: `${tag} Anywhere Dev`, jobLocation: 'Remote' });

    await page.goto(`/jobs?q=${encodeURIComponent(tag)}`);
    await expect(page.getByRole('heading', { name: anywhere.title })).toBeVisible();
    await expect(page.getByText('On-site · Pune')).toBeVisible();
    await expect(page.getByText('Remote in India', { exact: true })).toBeVisible();

    await page.getByRole('combobox', { name: 'City' }).click();
    await page.getByRole('option', { name: 'Pune' }).click();
    await expect(page).toHaveURL(/city=pune/);
    await expect(page.getByRole('heading', { name: pune.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: india.title })).toHaveCount(0);

    await page.goto(`/jobs?q=${encodeURIComponent(tag)}`);
    await page.getByRole('checkbox', { name: 'India only' }).check();
    await expect(page).toHaveURL(/region=india/);
    await expect(page.getByRole('heading', { name: india.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: anywhere.title })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: pune.title })).toHaveCount(0);
    await screenshots(page, 'jobs-where');

    // The job's page says where, too.
    await page.goto(`/jobs?q=${encodeURIComponent(pune.title)}&city=pune`);
    await page
      .getByRole('link', { name: /read more/i })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: pune.title })).toBeVisible();
    await expect(page.getByText('On-site · Pune')).toBeVisible();
  });

  test('filters that match nothing say "No matching jobs found."', async ({ page }) => {
    await page.goto(`/jobs?q=${encodeURIComponent('no job is called this zzqx')}`);
    await expect(page.getByText('No matching jobs found.')).toBeVisible();
  });

  test('Read More opens the full job, counts a view, and Apply Now opens the company page in a new tab', async ({
    page,
    request,
    createJob,
  }) => {
    const job = await createJob({
      title: uniqueTitle('Detail Page Engineer'),
      salary: '',
      requirements: ['3+ years of TypeScript'],
      skills: ['TypeScript', 'GraphQL'],
    });
    await page.goto(`/jobs?q=${encodeURIComponent(job.title)}`);
    await page
      .getByRole('link', { name: /read more/i })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/page-details/${job.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    for (const section of [
      'Job Description',
      'Responsibilities',
      'Requirements',
      'Perks & Benefits',
      'Required Skills',
    ]) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(page.getByText('Not disclosed').first()).toBeVisible(); // salary left empty
    await expect(page.getByText('Not specified').first()).toBeVisible(); // no responsibilities
    const apply = page.getByRole('link', { name: 'Apply Now' });
    await expect(apply).toHaveAttribute('target', '_blank');
    // Through the storefront's counted redirect to the job's own link (product.md#saved-jobs).
    await expect(apply).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    await expect(apply).toHaveAttribute('href', `/apply/${job.id}`);

    const views = async () =>
      (
        await (
          await request.get(`${STOREFRONT}/api/jobs?q=${encodeURIComponent(job.title)}`)
        ).json()
      )[0].views;
    await expect.poll(views).toBe(1);

    // The job opened in the app (the server's cards are kept as sent, StaticMarkup): its way back
    // leads to the list as it was filtered. Back there, the list the app rendered opens and counts too.
    const allJobs = page.getByRole('link', { name: 'All jobs' });
    await expect(allJobs).toHaveAttribute('href', `/jobs?${new URLSearchParams({ q: job.title })}`);
    await allJobs.click();
    await page
      .getByRole('link', { name: /read more/i })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/page-details/${job.slug}$`));
    await expect.poll(views).toBe(2);
  });

  test('a job past its deadline says it is closed and offers no Apply button', async ({
    page,
    createJob,
  }) => {
    const job = await createJob({
      title: uniqueTitle('Closed Role'),
      startDate: '2024-01-01',
      deadline: '2024-02-01',
    });
    await page.goto(`/page-details/${encodeURIComponent(job.slug)}`);
    await expect(page.getByText('This job is closed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
    await page.goto(`/jobs?q=${encodeURIComponent(job.title)}`);
    await expect(page.getByText('No matching jobs found.')).toBeVisible();
  });

  test("a job page gives its dates as India's calendar writes them, on the server's page and after a navigation in the app", async ({
    page,
    request,
    createJob,
  }) => {
    // No start date: the page gives the day it was posted, an instant (India's day begins at 18:30 UTC).
    const job = await createJob({ title: uniqueTitle('Dated Role'), deadline: '2099-12-31' });
    const [listed] = await (
      await request.get(`${STOREFRONT}/api/jobs?q=${encodeURIComponent(job.title)}`)
    ).json();
    // The browser's own Intl for India (the page formats without it: lib/dates.ts).
    const [posted, deadline] = await page.evaluate(
      (isos: string[]) =>
        isos.map((iso) =>
          new Intl.DateTimeFormat('en-IN', {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'Asia/Kolkata',
          }).format(new Date(iso)),
        ),
      [listed.createdAt, listed.deadline],
    );
    expect(deadline).toBe('31 December 2099');

    const shown = async () => {
      await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
      await expect(page.locator('header time')).toHaveText(posted);
      await expect(page.locator('dl div').filter({ hasText: 'Deadline' }).locator('dd')).toHaveText(
        deadline,
      );
    };
    await page.goto(`/page-details/${encodeURIComponent(job.slug)}`);
    await shown();
    await page.goto(`/jobs?q=${encodeURIComponent(job.title)}`);
    await page
      .getByRole('link', { name: /read more/i })
      .first()
      .click();
    await shown();
  });

  test('titles with / # ? % and emoji make working links', async ({ page, createJob }) => {
    const job = await createJob({ title: uniqueTitle('C# / .NET 100% Remote? Dev 🚀') });
    await page.goto(`/jobs?q=${encodeURIComponent(job.title)}`);
    await page
      .getByRole('link', { name: /read more/i })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  });

  test.describe('when the next page cannot be loaded', () => {
    test.use({ allowConsoleErrors: [/ERR_FAILED/] });
    test('Load more says so in a toast and keeps the jobs already shown; a second click loads them', async ({
      page,
      createJob,
    }) => {
      const marker = uniqueTitle('LoadMore').replace(/\s+/g, '');
      // One more than a page (20).
      for (let i = 0; i < 21; i++)
        await createJob({ title: `${marker} role ${String(i).padStart(2, '0')}` });
      let failed = false;
      await page.route(GRAPHQL_URL, (route) => {
        const after = sentOperation(route.request())?.variables.after;
        if (!failed && after) {
          failed = true;
          return route.abort('failed');
        }
        return route.fallback();
      });
      await page.goto(`/jobs?q=${marker}`);
      const cards = page.getByRole('heading', { level: 2, name: new RegExp(marker) });
      await expect(cards).toHaveCount(20);
      await page.getByRole('link', { name: /load more/i }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Could not load more. Please try again.' }),
      ).toBeVisible();
      await expect(cards).toHaveCount(20);
      await page.getByRole('link', { name: /load more/i }).click();
      await expect(cards).toHaveCount(21);
    });
  });

  test.describe('an unknown job', () => {
    test.use({ allowConsoleErrors: [/status of 404/] });
    test('shows "Job not found."', async ({ page }) => {
      await page.goto('/page-details/there-is-no-such-job');
      await expect(page.getByText('Job not found.')).toBeVisible();
    });
  });

  test('a visitor sends a suggestion from a job page; a blank one is refused under the field', async ({
    page,
    adminRequest,
    createJob,
  }) => {
    const job = await createJob({ title: uniqueTitle('Feedback Target') });
    const requested = requestedPaths(page);
    await page.goto(`/page-details/${encodeURIComponent(job.slug)}`);
    const box = page.getByLabel('Your suggestion');
    await box.fill('   ');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: /submit|send/i }).click();
    await expect(box).toHaveAccessibleDescription('Please enter a suggestion.');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toBeFocused();
    expect(dialogs).toEqual([]);

    // No toast yet, so none of the toasts' code or stylesheet has loaded (a stylesheet added while the
    // page starts restyles all of it, decision 038).
    expect(requested.filter((path) => /react-toastify|ReactToastify/.test(path))).toEqual([]);
    await box.fill('Please add the team size to this posting.');
    await page.getByRole('button', { name: /submit|send/i }).click();
    await expect(page.getByText('Thank you for your suggestion!')).toBeVisible();
    // The toast came with its stylesheet (it loads with the toasts' code, not with the page): fixed top right.
    await expect(page.locator('.Toastify__toast-container')).toHaveCSS('position', 'fixed');
    await expect(box).toHaveValue('');

    const list = await adminRequest.get(`${ADMIN}/api/suggestions`);
    const mine = (await list.json()).find(
      (s: { suggestion: string }) => s.suggestion === 'Please add the team size to this posting.',
    );
    expect(mine).toMatchObject({ jobId: job.id });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('the filters open as a full-screen sheet whose code loads only then; "Show N jobs" closes it onto the list', async ({
    page,
    createJob,
  }) => {
    const marker = uniqueTitle('Sheet');
    await createJob({ title: `${marker} Remote Role`, jobLocation: 'Remote' });
    const scripts = requestedPaths(page, 'script');
    await page.goto('/jobs', { waitUntil: 'networkidle' });
    const remote = page.getByRole('checkbox', { name: 'Remote' });
    await expect(remote).toBeHidden();
    expect(scripts.filter((name) => name.includes('JobFilterPanel'))).toEqual([]);

    await page.getByRole('button', { name: /filters/i }).click();
    await expect(remote).toBeVisible();
    expect(scripts.filter((name) => name.includes('JobFilterPanel'))).toHaveLength(1);
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    // Full screen: the sheet covers the page.
    const box = await sheet.boundingBox();
    expect([box?.width, box?.height]).toEqual([360, 740]);
    // The panel works: a filter narrows the list through the URL, and the button says how many.
    await remote.check();
    await expect(page).toHaveURL(/mode=remote/);
    await page.getByRole('combobox', { name: 'Job title' }).fill(marker);
    const show = sheet.getByRole('button', { name: 'Show 1 job' });
    await expect(show).toBeVisible();
    await expect(show).toBeInViewport();
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/mode=remote/);
    await expect(page.getByRole('heading', { name: `${marker} Remote Role` })).toBeInViewport();
  });
});
