import type { Page } from '@playwright/test';
import {
  ADMIN,
  expect,
  GRAPHQL_URL,
  sentOperation,
  STOREFRONT,
  test,
  uniqueTitle,
  type Created,
} from './fixtures';

/** The course manager wired to the API (decision 024): create, list, edit, delete, and what the server refuses. */

/** Courses the page creates are removed at the end: their ids come from the createCourse answers. */
function trackCreatedCourses(page: Page, created: Created) {
  page.on('response', async (response) => {
    if (sentOperation(response.request())?.name !== 'CreateCourse') return;
    const id = (await response.json().catch(() => null))?.data?.createCourse?.id;
    if (id) created.courses.push(id);
  });
}

/** A module's editor and its toolbar. */
function moduleEditor(page: Page, n: number) {
  const label = `Module ${n} content`;
  return {
    editor: page.getByRole('textbox', { name: label }),
    toolbar: page.getByRole('toolbar', { name: `${label}: formatting` }),
  };
}

/** Types lines into the focused editor, Enter between them (a new list item, a new paragraph). */
async function typeLines(page: Page, lines: string[]) {
  for (const [i, line] of lines.entries()) {
    if (i) await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
}

/** Saves the form and sees it saved: the toast, then the form back in create mode. */
async function save(page: Page, button: 'Create Course' | 'Update Course', toast: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('alert').filter({ hasText: toast })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create New Course' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
}

const listItem = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('the admin course manager', () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs('admin');
  });

  test('an admin creates a course of two modules, sees it listed, edits it, and the edit form reads back what was saved', async ({
    page,
    created,
    adminRequest,
  }) => {
    test.slow(); // a long story: two saves, a reload and two loads of the editor
    trackCreatedCourses(page, created);
    const title = uniqueTitle('E2E React Course');
    await page.goto(`${ADMIN}/admin/upload-course`);
    await expect(
      page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: 'Courses' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Course Manager' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Existing Courses' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('499');
    const first = page.getByRole('group', { name: 'Module 1' });
    await first.getByRole('textbox', { name: 'Subtitle', exact: true }).fill('Getting started');
    const one = moduleEditor(page, 1);
    await one.editor.click();
    await one.toolbar.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Install Node');
    await one.toolbar.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' first.');
    await page.keyboard.press('Enter');
    await one.toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await typeLines(page, ['npm init', 'npm install']);
    await first
      .getByRole('textbox', { name: 'YouTube Video URL' })
      .fill('https://youtu.be/dQw4w9WgXcQ');

    await page.getByRole('button', { name: '+ Add Module' }).click();
    const second = page.getByRole('group', { name: 'Module 2' });
    await second.getByRole('textbox', { name: 'Subtitle', exact: true }).fill('Hooks');
    const two = moduleEditor(page, 2);
    await two.editor.click();
    await two.toolbar.getByRole('button', { name: 'Numbered list' }).click();
    await typeLines(page, ['useState', 'useEffect']);

    await save(page, 'Create Course', 'Course created');
    // Back to create mode with one blank module.
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
    await expect(page.getByRole('group', { name: /^Module \d/ })).toHaveCount(1);
    await expect(moduleEditor(page, 1).editor.locator('[data-slate-placeholder]')).toBeVisible(); // empty

    const item = listItem(page, title);
    await expect(item).toContainText('Modules: 2');
    await expect(item).toContainText('₹499');
    await expect.poll(() => created.courses.length).toBe(1);
    const [id] = created.courses;
    const moduleIds = async () =>
      (
        (await (await adminRequest.get(`${ADMIN}/api/courses/${id}`)).json()).modules as {
          id: string;
        }[]
      ).map((m) => m.id);
    const idsBefore = await moduleIds();

    // Edit: the whole course comes back into the form, module text and videos included.
    await item.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Course' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('499');
    await expect(moduleEditor(page, 1).editor.locator('strong')).toHaveText('Install Node');
    await expect(moduleEditor(page, 1).editor.locator('ul > li')).toHaveText([
      'npm init',
      'npm install',
    ]);
    await expect(
      page
        .getByRole('group', { name: 'Module 1' })
        .getByRole('textbox', { name: 'YouTube Video URL' }),
    ).toHaveValue('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(moduleEditor(page, 2).editor.locator('ol > li')).toHaveText([
      'useState',
      'useEffect',
    ]);

    const renamed = `${title} (2nd ed.)`;
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('599.50');
    await page
      .getByRole('group', { name: 'Module 2' })
      .getByRole('textbox', { name: 'Subtitle', exact: true })
      .fill('Hooks in depth');
    await moduleEditor(page, 2).editor.locator('ol > li').last().click();
    await page.keyboard.press('End');
    await typeLines(page, ['', 'useMemo']);
    await save(page, 'Update Course', 'Course updated');
    await expect(listItem(page, renamed)).toContainText('₹599.50');
    await expect(listItem(page, title)).toHaveCount(0);

    // Read back after a reload: the edit form starts from what the server stored.
    await page.reload();
    await listItem(page, renamed)
      .getByRole('button', { name: `Edit ${renamed}` })
      .click();
    await expect(page.getByRole('heading', { name: 'Edit Course' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(renamed);
    await expect(page.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('599.5');
    await expect(page.getByRole('group', { name: /^Module \d/ })).toHaveCount(2);
    await expect(
      page
        .getByRole('group', { name: 'Module 1' })
        .getByRole('textbox', { name: 'Subtitle', exact: true }),
    ).toHaveValue('Getting started');
    await expect(
      page
        .getByRole('group', { name: 'Module 2' })
        .getByRole('textbox', { name: 'Subtitle', exact: true }),
    ).toHaveValue('Hooks in depth');
    await expect(moduleEditor(page, 1).editor.locator('strong')).toHaveText('Install Node');
    await expect(moduleEditor(page, 1).editor.locator('ul > li')).toHaveText([
      'npm init',
      'npm install',
    ]);
    await expect(moduleEditor(page, 2).editor.locator('ol > li')).toHaveText([
      'useState',
      'useEffect',
      'useMemo',
    ]);
    await expect(
      page
        .getByRole('group', { name: 'Module 2' })
        .getByRole('textbox', { name: 'YouTube Video URL' }),
    ).toHaveValue('');

    // The stored HTML, as the API gives it to an admin; the modules kept their ids (and their learners' progress).
    expect(await moduleIds()).toEqual(idsBefore);
    const saved = await (await adminRequest.get(`${ADMIN}/api/courses/${id}`)).json();
    expect(saved).toMatchObject({ title: renamed, price: 599.5, moduleCount: 2 });
    expect(saved.modules[0].blog).toBe(
      '<p><strong>Install Node</strong> first.</p><ul><li>npm init</li><li>npm install</li></ul>',
    );
    expect(saved.modules[1].blog).toBe(
      '<ol><li>useState</li><li>useEffect</li><li>useMemo</li></ol>',
    );

    // Cancel leaves edit mode without saving.
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Not saved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Create New Course' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
    await expect(page.getByRole('group', { name: /^Module \d/ })).toHaveCount(1);
    await expect(listItem(page, renamed)).toBeVisible();
  });

  test('what the server refuses is shown on its field, and nothing typed is lost', async ({
    page,
    created,
  }) => {
    test.slow(); // three saves
    trackCreatedCourses(page, created);
    const title = uniqueTitle('E2E Refused Course');
    // The form checks what it shares with the API (price range, YouTube links); text lengths only the API counts.
    const titleBox = page.getByRole('textbox', { name: 'Title', exact: true });
    await page.goto(`${ADMIN}/admin/upload-course`);
    await titleBox.fill(`${title} ${'x'.repeat(200)}`);
    const price = page.getByRole('textbox', { name: 'Price', exact: true });
    await price.fill('99');
    const module = page.getByRole('group', { name: 'Module 1' });
    const subtitle = module.getByRole('textbox', { name: 'Subtitle', exact: true });
    await subtitle.fill('Long '.repeat(41));
    await moduleEditor(page, 1).editor.click();
    await page.keyboard.type('Short videos only.');

    await page.getByRole('button', { name: 'Create Course' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Save failed' })).toBeVisible();
    await expect(titleBox).toHaveAccessibleDescription('Title must be at most 200 characters.');
    await expect(titleBox).toBeFocused();
    await expect(price).toHaveValue('99');
    await expect(moduleEditor(page, 1).editor).toHaveText('Short videos only.');

    await titleBox.fill(title);
    await page.getByRole('button', { name: 'Create Course' }).click();
    await expect(subtitle).toHaveAccessibleDescription(
      'Module 1 subtitle must be at most 200 characters.',
    );
    await expect(subtitle).toBeFocused();
    await expect(subtitle).toHaveValue('Long '.repeat(41));
    await expect(titleBox).toHaveValue(title);
    await expect(listItem(page, title)).toHaveCount(0);

    await subtitle.fill('Shorts');
    await save(page, 'Create Course', 'Course created');
    await expect(listItem(page, title)).toContainText('₹99');
    await expect.poll(() => created.courses.length).toBe(1);
  });

  test('deleting a course asks first: Cancel keeps it, Delete takes it out of the catalogue', async ({
    page,
    createCourse,
    request,
  }) => {
    const course = await createCourse({ title: uniqueTitle('E2E Doomed Course'), price: 1299 });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${ADMIN}/admin/upload-course`);
    const item = listItem(page, course.title);
    await expect(item).toContainText('Modules: 1');
    await expect(item).toContainText('₹1,299');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await item.getByRole('button', { name: `Delete ${course.title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Course' });
    await expect(confirm).toHaveAccessibleDescription(
      /^Are you sure you want to delete this course\?/,
    );
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(item).toBeVisible();

    await item.getByRole('button', { name: `Delete ${course.title}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Course deleted' })).toBeVisible();
    await expect(item).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Existing Courses' })).toBeVisible();
    await expect(listItem(page, course.title)).toHaveCount(0);
    // Out of the catalogue for customers too.
    expect((await request.get(`${STOREFRONT}/api/courses/${course.id}`)).status()).toBe(404);
  });

  test.describe('when the list cannot be loaded', () => {
    test.use({ allowConsoleErrors: [/ERR_FAILED/] });

    test('the list says so with a toast and a Retry that loads it', async ({
      page,
      createCourse,
    }) => {
      const course = await createCourse({ title: uniqueTitle('E2E Listed Course') });
      let failed = false;
      await page.route(GRAPHQL_URL, (route) => {
        if (!failed && sentOperation(route.request())?.name === 'AdminCourses') {
          failed = true;
          return route.abort('failed');
        }
        return route.fallback();
      });
      await page.goto(`${ADMIN}/admin/upload-course`);
      await expect(
        page.getByRole('alert').filter({ hasText: 'Failed to fetch courses' }).first(),
      ).toBeVisible();
      const state = page
        .getByRole('alert')
        .filter({ has: page.getByRole('button', { name: 'Retry' }) });
      await expect(state).toContainText('Failed to fetch courses');
      // The form still works while the list is down.
      await expect(page.getByRole('heading', { name: 'Create New Course' })).toBeVisible();
      await state.getByRole('button', { name: 'Retry' }).click();
      await expect(listItem(page, course.title)).toBeVisible();
      await expect(state).toBeHidden();
    });
  });
});
