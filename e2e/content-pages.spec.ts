import { removeSuggestions } from './db';
import { ADMIN, API, expect, STOREFRONT, test } from './fixtures';
import { GRAPHQL_URL, sentOperation } from './graphql-requests';

/** The storefront's content pages: FAQ, interview questions, policies, Contact Us, not found, and every page's title and description. */

test.describe('content pages', () => {
  test('/course and /checkout, typed in the address bar, reach the course catalogue', async ({
    page,
  }) => {
    for (const path of ['/course', '/checkout']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/courses$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    }
  });

  test('For integrators shows the API, three examples, the limits the API states and the webhooks, on a phone', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/faq');
    await page.getByRole('contentinfo').getByRole('link', { name: 'For Integrators' }).click();
    await expect(page).toHaveURL(/\/integrators$/);
    await expect(page.getByRole('heading', { level: 1, name: 'For integrators' })).toBeVisible();
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2 })).toHaveText([
      'Get a token',
      'Where the API is',
      'Three examples',
      'Limits',
      'When a request is refused',
      'Webhooks',
    ]);
    await expect(article).toContainText(`${API}/graphql`);
    await expect(article).toContainText(`curl -s ${API}/graphql`);
    // The figures are the API's own, as it answers them.
    const guide = await request.post(`${API}/graphql`, {
      data: { query: '{ apiGuide { limits { tokenRequestsPerMinute tokenCostPerMinute } } }' },
    });
    const { limits } = (await guide.json()).data.apiGuide;
    const count = (n: number) => n.toLocaleString('en-US');
    await expect(article).toContainText(`${count(limits.tokenRequestsPerMinute)} requests`);
    await expect(article).toContainText(`costing ${count(limits.tokenCostPerMinute)} in all`);
    for (const event of ['job.created', 'job.closed', 'course.published', 'order.refunded'])
      await expect(article.getByText(event, { exact: true })).toBeVisible();
    await expect(article).toContainText("import { Webhook } from 'standardwebhooks'");
    // Nothing wider than the phone: long commands scroll inside their own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    const explorer = article.getByRole('link', { name: `${API}/explorer` });
    await expect(explorer).toHaveAttribute('href', `${API}/explorer`);
    await explorer.click();
    await expect(page).toHaveURL(`${API}/explorer`);
  });

  test('the FAQ answers about jobs, payments, course access and refunds', async ({ page }) => {
    await page.goto('/faq');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2 })).toHaveText([
      'Jobs',
      'Payments',
      'Course access',
      'Refunds',
    ]);
    await expect(article).toContainText(
      'Each course purchase gives you 30 days of access to every module',
    );
    await expect(article).toContainText('within 7 days of buying it');
    await expect(article).toContainText('less than 20% of its content');
    await expect(article).toContainText('within 5-7 business days');
    await article.getByRole('link', { name: 'refund policy' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cancellation & Refund Policy' }),
    ).toBeVisible();
  });

  test('the policies state the figures: cancel in 7 days, refund under 20% accessed in 5-7 business days, delivery in 0-7 days, 30 days of access', async ({
    page,
  }) => {
    await page.goto('/refund-policy');
    const refund = page.getByRole('article');
    await expect(refund).toContainText('within 7 days of buying it');
    await expect(refund).toContainText('only if less than 20% of its content has been accessed');
    await expect(refund).toContainText('within 5-7 business days');
    await page.goto('/shipping-policy');
    await expect(page.getByRole('article')).toContainText('within 0-7 days of payment');
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('article')).toContainText(
      'Each course purchase gives you 30 days of access to every module',
    );
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('a job seeker opens Interview Prep, reads questions by topic and goes on to the PDF shop', async ({
    page,
  }) => {
    await page.goto('/jobs');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Interview Prep', exact: true })
      .click();
    await expect(page).toHaveURL(/\/interview-questions$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Interview Questions' }),
    ).toBeVisible();
    for (const topic of [
      'React',
      'JavaScript',
      'System design',
      'Data structures & algorithms',
      'Behavioural',
    ]) {
      const card = page.getByRole('region', { name: topic, exact: true });
      await expect(card.getByRole('listitem').first()).toBeVisible();
      expect(await card.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    }
    await page.getByRole('link', { name: 'Get the Interview Prep PDFs' }).click();
    await expect(page).toHaveURL(/\/interview-prep-pdfs$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Interview Prep PDFs' }),
    ).toBeVisible();
  });

  test.describe('an unknown address', () => {
    // Rendered by the server as a 404 page (decision 030); Chromium logs the document's 404.
    test.use({ allowConsoleErrors: [/status of 404/] });

    test('says the page is not found and offers the way home', async ({ page }) => {
      await page.goto('/no-such-page-here');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found | DevJobs');
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL(`${STOREFRONT}/`);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Stop Applying Blindly. Start Getting Interviews.',
        }),
      ).toBeVisible();
    });
  });

  test('every page has a title and a meta description of its own', async ({ page }) => {
    test.slow(); // fourteen full page loads
    const paths = [
      '/',
      '/jobs',
      '/courses',
      '/your-courses',
      '/interview-questions',
      '/interview-prep-pdfs',
      '/refund-policy',
      '/terms-and-conditions',
      '/shipping-policy',
      '/privacy-policy',
      '/contact',
      '/faq',
      '/integrators',
      '/login',
      '/signup',
    ];
    const seen: { path: string; title: string; description: string }[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const descriptions = page.locator('meta[name="description"]');
      await expect(descriptions).toHaveCount(1);
      const description = (await descriptions.getAttribute('content')) ?? '';
      expect(description.length, `${path}: ${description}`).toBeGreaterThanOrEqual(70);
      expect(description.length, `${path}: ${description}`).toBeLessThanOrEqual(170);
      seen.push({ path, title: await page.title(), description });
    }
    expect(new Set(seen.map((s) => s.title)).size, JSON.stringify(seen, null, 1)).toBe(
      paths.length,
    );
    expect(new Set(seen.map((s) => s.description)).size, JSON.stringify(seen, null, 1)).toBe(
      paths.length,
    );
  });
});

test.describe('the Contact Us form', () => {
  // The send that fails on purpose (the network is cut) is logged by the browser.
  test.use({ allowConsoleErrors: [/Failed to load resource/] });

  test('names each bad field, keeps what was typed when sending fails, and stores the message for the admin', async ({
    page,
    adminRequest,
    loginAs,
  }) => {
    const stamp = Date.now();
    const message = `My PDF download link expired, can you resend it? (${stamp})`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('support@devjobs.example');
    const name = page.getByRole('textbox', { name: 'Name' });
    const email = page.getByRole('textbox', { name: 'Email' });
    const body = page.getByRole('textbox', { name: 'Message' });
    const send = page.getByRole('button', { name: 'Send message' });

    await send.click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(
      page.getByText('Please enter your email address, so we can answer you.'),
    ).toBeVisible();
    await expect(page.getByText('Please write your message.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();

    await name.fill('Priya Sharma');
    await email.fill('priya@example');
    await body.fill(message);
    await send.click();
    await expect(
      page.getByText('Please enter a valid email address, like name@example.com.'),
    ).toBeVisible();
    await expect(email).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByText('Please enter your name.')).toHaveCount(0);

    // The network fails: a toast says so, and nothing typed is lost.
    await email.fill(`priya.${stamp}@example.com`);
    await page.route(GRAPHQL_URL, (route) =>
      sentOperation(route.request())?.name === 'SendContactMessage'
        ? route.abort()
        : route.fallback(),
    );
    await send.click();
    await expect(page.getByText('Your message could not be sent. Please try again.')).toBeVisible();
    await expect(name).toHaveValue('Priya Sharma');
    await expect(email).toHaveValue(`priya.${stamp}@example.com`);
    await expect(body).toHaveValue(message);

    await page.unroute(GRAPHQL_URL);
    await send.click();
    await expect(page.getByText('Thank you! Your message was sent.')).toBeVisible();
    await expect(body).toHaveValue('');

    // Staff read it with the suggestions, sender first.
    const stored = (
      (await (await adminRequest.get(`${ADMIN}/api/suggestions?limit=20`)).json()) as {
        id: string;
        suggestion: string;
        jobId: string | null;
      }[]
    ).filter((s) => s.suggestion.includes(String(stamp)));
    try {
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        jobId: null,
        suggestion: `Contact form message\nFrom: Priya Sharma <priya.${stamp}@example.com>\n\n${message}`,
      });
      await loginAs('admin');
      await page.goto(`${ADMIN}/admin/suggestions`);
      await expect(
        page.getByRole('row', {
          name: new RegExp(`Priya Sharma <priya\\.${stamp}@example\\.com>`),
        }),
      ).toContainText(message);
    } finally {
      removeSuggestions(stored.map((s) => s.id));
    }
  });
});
