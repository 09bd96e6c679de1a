import { ADMIN, expect, test } from './fixtures';

/** The course manager's form and its rich-text editor, in the browser (decision 022). */
test.describe('the admin course form', () => {
  test.beforeEach(async ({ loginAs, page }) => {
    await loginAs('admin');
    await page.goto(`${ADMIN}/admin/upload-course`);
    await expect(page.getByRole('heading', { name: 'Create New Course' })).toBeVisible();
  });

  test('the editor formats text from its toolbar and shortcuts, refuses unsafe links, and undoes', async ({
    page,
  }) => {
    test.slow(); // about sixty key presses and clicks: 25 to 32 s on a busy two-core machine
    const editor = page.getByRole('textbox', { name: 'Overview' });
    const toolbar = page.getByRole('toolbar', { name: 'Overview: formatting' });
    await expect(editor).toHaveAttribute('aria-placeholder', 'Write the course overview here...');

    await editor.click();
    await toolbar.getByRole('button', { name: 'Heading 1' }).click();
    await page.keyboard.type('Welcome');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Plain, ');
    await page.keyboard.press('ControlOrMeta+b');
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.type('bold');
    await page.keyboard.press('ControlOrMeta+i');
    await page.keyboard.type(' and italic');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.press('ControlOrMeta+i');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('first');
    await page.keyboard.press('Enter');
    await page.keyboard.type('second');
    await toolbar.getByRole('button', { name: 'Increase indent' }).click();

    await expect(editor.locator('h1')).toHaveText('Welcome');
    await expect(editor.locator('strong')).toHaveText(['bold', /and italic/]);
    await expect(editor.locator('strong em')).toHaveText(/and italic/);
    await expect(editor.locator('ul > li.indent-1')).toHaveText('second');

    // A link: javascript: is refused in the dialog, https is taken.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter'); // out one level, then out of the list
    await page.keyboard.press('ControlOrMeta+k');
    const dialog = page.getByRole('dialog', { name: 'Insert link' });
    await dialog.getByLabel('Link address').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Insert link' }).click();
    await expect(
      dialog.getByText('Links can start with https://, http://, mailto: or tel:'),
    ).toBeVisible();
    await dialog.getByLabel('Link address').fill('https://react.dev');
    await dialog.getByLabel('Link text').fill('React docs');
    await dialog.getByRole('button', { name: 'Insert link' }).click();
    await expect(dialog).toBeHidden();
    await expect(editor.getByRole('link', { name: 'React docs' })).toHaveAttribute(
      'href',
      'https://react.dev',
    );

    // Undo and redo, from the toolbar.
    await toolbar.getByRole('button', { name: 'Heading 2' }).click();
    await expect(editor.locator('h2')).toHaveText('React docs');
    await toolbar.getByRole('button', { name: 'Undo' }).click();
    await expect(editor.locator('h2')).toHaveCount(0);
    await toolbar.getByRole('button', { name: 'Redo' }).click();
    await expect(editor.locator('h2')).toHaveText('React docs');

    // The toolbar is one Tab stop; the arrow keys move along it.
    await editor.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(toolbar.getByRole('button', { name: 'Heading 1' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(toolbar.getByRole('button', { name: 'Redo' })).toBeFocused();
  });

  test('bad input is refused field by field, typed text stays, and modules come and go', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('button', { name: 'Create Course' }).click();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect(title).toBeFocused();
    await expect(page.getByText('Enter a course title')).toBeVisible();
    await expect(page.getByText('Enter a price in rupees')).toBeVisible();
    await expect(page.getByText('Give module 1 a subtitle')).toBeVisible();

    await title.fill('React from zero');
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('-1');
    const first = page.getByRole('group', { name: 'Module 1' });
    await first.getByRole('textbox', { name: 'Subtitle', exact: true }).fill('Setup');
    await page.getByRole('textbox', { name: 'Module 1 content' }).click();
    await page.keyboard.type('Install Node first.');
    await first.getByRole('textbox', { name: 'YouTube Video URL' }).fill('https://vimeo.com/1234');
    await expect(page.getByRole('button', { name: /^Remove module/ })).toHaveCount(0);
    await page.getByRole('button', { name: '+ Add Module' }).click();
    const second = page.getByRole('group', { name: 'Module 2' });
    await expect(second.getByRole('textbox', { name: 'Subtitle', exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Create Course' }).click();
    await expect(page.getByText('The price cannot be negative')).toBeVisible();
    await expect(first.getByText(/^Enter a YouTube video link/)).toBeVisible();
    await expect(second.getByText('Give module 2 a subtitle')).toBeVisible();

    await page.getByRole('button', { name: 'Remove module 2' }).click();
    await expect(page.getByRole('group', { name: /^Module/ })).toHaveCount(1);
    await expect(title).toHaveValue('React from zero');
    await expect(page.getByRole('textbox', { name: 'Module 1 content' })).toHaveText(
      'Install Node first.',
    );
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
