import { ADMIN, expect, screenshots, STOREFRONT, test, uniqueTitle } from './fixtures';

test.describe('the admin job manager', () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs('admin');
  });

  test('an admin creates a job with the 3-step wizard, and job seekers see it', async ({
    page,
    request,
    created,
  }) => {
    test.slow(); // three wizard steps, a save and the storefront's read-back: ~25 s on an idle 2-core machine, near the 30 s default
    const title = uniqueTitle('Wizard Staff Engineer');
    await page.goto(`${ADMIN}/admin/jobs`);
    await expect(page.getByRole('heading', { name: 'Manage Job Postings' })).toBeVisible();
    await page.getByRole('button', { name: 'New Job' }).click();
    const dialog = page.getByRole('dialog');

    // Step 1 refuses to move on until the required fields are right.
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Core Details').first()).toBeVisible();
    await expect(dialog.getByLabel('Title')).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Company').fill('Wizardry Ltd');
    await dialog.getByLabel('Apply Link').fill('javascript:alert(1)');
    await dialog.getByLabel('Salary').fill('₹18-24 LPA');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByLabel('Apply Link')).toBeVisible(); // still on step 1
    await dialog.getByLabel('Apply Link').fill('https://wizardry.example/jobs/1');
    await dialog.getByRole('button', { name: 'Next' }).click();

    await dialog.getByLabel('Description').fill('Lead the platform team.');
    await dialog.getByLabel('Requirements row 1', { exact: true }).fill('5+ years of TypeScript');
    await dialog.getByRole('button', { name: 'Next' }).click();

    await dialog.getByRole('combobox', { name: 'Job Type' }).click();
    await page.getByRole('option', { name: 'Contract' }).click();
    await dialog.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: 'Remote' }).click();
    await dialog.getByRole('combobox', { name: 'Remote Region' }).click();
    await page.getByRole('option', { name: 'Remote in Asia time zones' }).click();
    await dialog.getByLabel('Skills row 1', { exact: true }).fill('TypeScript');
    await dialog.getByRole('button', { name: 'Add Skills row' }).click();
    await dialog.getByLabel('Skills row 2', { exact: true }).fill('GraphQL');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('Description')).toHaveValue('Lead the platform team.');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Save Job' }).click();
    await expect(page.getByText('Job created successfully!')).toBeVisible();
    await expect(
      page.getByRole('cell', { name: title }).or(page.getByText(title)).first(),
    ).toBeVisible();
    const [saved] = await (
      await request.get(`${STOREFRONT}/api/jobs?q=${encodeURIComponent(title)}`)
    ).json();
    created.jobs.push(saved.id);
    expect(saved).toMatchObject({
      title,
      salary: '₹18-24 LPA',
      jobType: 'Contract',
      jobLocation: 'Remote',
      city: null,
      region: 'Remote in Asia time zones',
      skills: ['TypeScript', 'GraphQL'],
    });

    await page.goto(`${STOREFRONT}/jobs?q=${encodeURIComponent(title)}`);
    await page
      .getByRole('link', { name: /read more/i })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('₹18-24 LPA')).toBeVisible();
    await expect(page.getByText('GraphQL')).toBeVisible();
  });

  test('an admin edits a job from its first step: Update Job saves it, the table shows the change', async ({
    page,
    request,
    createJob,
  }) => {
    const job = await createJob({ title: uniqueTitle('Editable Role'), salary: '₹10 LPA' });
    const renamed = `${job.title} (Senior)`;
    await page.goto(`${ADMIN}/admin/jobs`);
    await page.getByLabel('Search jobs').fill(job.title);
    await page.getByRole('button', { name: `Edit ${job.title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Title')).toHaveValue(job.title);
    await dialog.getByLabel('Title').fill(renamed);
    await dialog.getByLabel('Salary').fill('₹12-15 LPA');
    // One step is enough: no walk through the other two.
    await dialog.getByRole('button', { name: 'Update Job' }).click();
    await expect(page.getByText('Job updated successfully!')).toBeVisible();
    await expect(page.getByText(renamed).first()).toBeVisible();

    // Read back what was saved: the API has the new title and salary under the same id…
    const [saved] = await (
      await request.get(`${STOREFRONT}/api/jobs?q=${encodeURIComponent(renamed)}`)
    ).json();
    expect(saved).toMatchObject({ id: job.id, title: renamed, salary: '₹12-15 LPA' });
    expect(
      await (await request.get(`${STOREFRONT}/api/jobs?q=${encodeURIComponent(job.title)}`)).json(),
    ).toEqual([saved]);
    // …and the edit form, opened afresh after a reload, starts from it.
    await page.reload();
    await page.getByLabel('Search jobs').fill(renamed);
    await page.getByRole('button', { name: `Edit ${renamed}` }).click();
    await expect(page.getByRole('dialog').getByLabel('Title')).toHaveValue(renamed);
    await expect(page.getByRole('dialog').getByLabel('Salary')).toHaveValue('₹12-15 LPA');
  });

  test('an admin moves a remote job to a Pune office: the region goes, the city is kept', async ({
    page,
    request,
    createJob,
  }) => {
    const job = await createJob({
      title: uniqueTitle('Moving Role'),
      jobLocation: 'Remote',
      region: 'Remote in India',
    });
    await page.goto(`${ADMIN}/admin/jobs`);
    await page.getByLabel('Search jobs').fill(job.title);
    await page.getByRole('button', { name: `Edit ${job.title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    const region = dialog.getByRole('combobox', { name: 'Remote Region' });
    await expect(region).toHaveText('Remote in India');
    await dialog.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: 'On-site' }).click();
    await expect(region).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'City' }).click();
    await page.getByRole('option', { name: 'Pune' }).click();
    await screenshots(page, 'job-wizard-where');
    await dialog.getByRole('button', { name: 'Update Job' }).click();
    await expect(page.getByText('Job updated successfully!')).toBeVisible();
    const [saved] = await (
      await request.get(`${STOREFRONT}/api/jobs?q=${encodeURIComponent(job.title)}`)
    ).json();
    expect(saved).toMatchObject({ id: job.id, jobLocation: 'On-site', city: 'Pune', region: null });
    // On a phone (where the screenshots left the window) the item says where; the table names the
    // city under the mode.
    await expect(page.getByText(/On-site · Pune/)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    const row = page.getByRole('row').filter({ hasText: job.title });
    await expect(row.getByText('Pune', { exact: true })).toBeVisible();
  });

  test('Update Job on one step with an error on another moves to that step and shows it; creating still goes step by step', async ({
    page,
    createJob,
  }) => {
    const job = await createJob({ title: uniqueTitle('Half Edited Role') });
    await page.goto(`${ADMIN}/admin/jobs`);
    await page.getByLabel('Search jobs').fill(job.title);
    await page.getByRole('button', { name: `Edit ${job.title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Description').fill('');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
    await dialog.getByRole('button', { name: 'Update Job' }).click();
    await expect(dialog.getByText('Step 2 of 3: Job Description')).toBeVisible();
    await expect(dialog.getByLabel('Description')).toBeFocused();
    await expect(dialog.getByText(/Description is required/)).toBeVisible();
    await expect(page.getByText('Job updated successfully!')).toHaveCount(0);
    await screenshots(page, 'job-update-error-step');
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A new job has no Update Job, only Next until the last step.
    await page.getByRole('button', { name: 'New Job' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(
      page.getByRole('dialog').getByRole('button', { name: /Update Job|Save Job/ }),
    ).toHaveCount(0);
  });

  test('deleting a job asks first; Cancel keeps it, Confirm Delete removes it', async ({
    page,
    request,
    createJob,
  }) => {
    const job = await createJob({ title: uniqueTitle('Doomed Role') });
    await page.goto(`${ADMIN}/admin/jobs`);
    await page.getByLabel('Search jobs').fill(job.title);
    await page.getByRole('button', { name: `Delete ${job.title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Job' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(job.title).first()).toBeVisible();

    await page.getByRole('button', { name: `Delete ${job.title}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete Job' })
      .getByRole('button', { name: 'Confirm Delete' })
      .click();
    await expect(page.getByText('Job deleted successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ${job.title}` })).toHaveCount(0);
    expect(
      (
        await request
          .get(`${STOREFRONT}/api/jobs?q=${encodeURIComponent(job.title)}`)
          .then((r) => r.json())
      ).length,
    ).toBe(0);
  });

  test('visitor suggestions show up newest first with the job they came from', async ({
    page,
    request,
    createJob,
  }) => {
    const job = await createJob({ title: uniqueTitle('Suggested Role') });
    const text = `Add the interview process ${Date.now()}`;
    expect(
      (
        await request.post(`${STOREFRONT}/api/suggestions`, {
          data: { suggestion: text, jobId: job.id },
        })
      ).status(),
    ).toBe(201);
    await page.goto(`${ADMIN}/admin/suggestions`);
    await expect(page.getByRole('heading', { name: 'User Suggestions' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(text) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: job.title })).toBeVisible();
  });
});
