import type { Page } from '@playwright/test';
import { expect, STOREFRONT, test } from './fixtures';

/**
 * The landing page `/` (product.md#landing-page): its sections and texts, the course
 * preview video, the reveal motion, and the footer's links.
 */

/** The embedded player is YouTube's: no test reaches the internet, so it answers with an empty page. */
async function stubPlayer(page: Page) {
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

/** Every request the page makes outside the app's own origin. */
function externalRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost')) urls.push(request.url());
  });
  return urls;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('the landing page', () => {
  test('a visitor reads the sections in order: hero, features, course promo, why us, testimonials, footer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('DevJobs | Curated jobs for developers');
    // Its own frame: one navbar, one main, one footer.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);

    const hero = section(page, 'Stop Applying Blindly. Start Getting Interviews.');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
      'Stop Applying Blindly. Start Getting Interviews.',
    );
    await expect(hero.getByRole('list', { name: 'Topics' }).getByRole('listitem')).toHaveText([
      'React',
      'Next.js',
      'System Design',
      'Resume Review',
      'Mock Interviews',
    ]);
    await expect(hero.getByRole('link', { name: 'Browse Curated Jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'A job board that respects your time',
      'The Full-Stack Developer Course',
      'Why Devs Choose Us',
      'Trusted by Developers',
    ]);
    await expect(
      section(page, 'A job board that respects your time').getByRole('heading', { level: 3 }),
    ).toHaveText(['Zero Noise', 'Laser Focused', 'Direct Apply', 'Human Curated']);

    const promo = section(page, 'The Full-Stack Developer Course');
    await expect(
      promo.getByRole('button', { name: 'Play the course preview video' }),
    ).toBeVisible();
    await expect(promo.getByRole('listitem')).toHaveText([
      /portfolio/i,
      /30 days of access/i,
      /resume/i,
      /system design.*interview prep/i,
    ]);
    await expect(promo.getByRole('link', { name: 'Comming Soon', exact: true })).toHaveAttribute(
      'href',
      '/checkout',
    );

    await expect(section(page, 'Why Devs Choose Us').getByRole('heading', { level: 3 })).toHaveText(
      ['Built by Real Devs', 'Speed & Simplicity', 'Laser Focused'],
    );

    const reviews = section(page, 'Trusted by Developers').getByRole('figure');
    await expect(reviews).toHaveCount(3);
    for (const review of await reviews.all()) {
      await expect(review.locator('blockquote')).not.toBeEmpty(); // the review
      await expect(review.locator('figcaption p')).toHaveCount(2); // name and role
    }

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('pressing play turns the preview into the autoplaying player, and nothing is fetched from the internet before', async ({
    page,
  }) => {
    const external = externalRequests(page);
    await stubPlayer(page);
    await page.goto('/');
    const promo = section(page, 'The Full-Stack Developer Course');
    const play = promo.getByRole('button', { name: 'Play the course preview video' });
    await play.scrollIntoViewIfNeeded();
    const still = play.locator('img');
    await expect(still).toHaveAttribute('src', '/course-preview.webp');
    await expect
      .poll(() => still.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(external).toEqual([]);

    await still.click(); // the thumbnail itself
    const player = promo.locator('iframe[title="Course preview video"]');
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/,
    );
    await expect(player).toHaveAttribute('allow', /\bautoplay\b/);
    await expect(player).toBeFocused();
    await expect(play).toHaveCount(0);
    const box = await player.boundingBox();
    expect(Math.round((box!.width / box!.height) * 100) / 100).toBe(1.78); // 800 × 450
  });

  test.describe('when the preview still cannot load', () => {
    test.use({ allowConsoleErrors: [/Failed to load resource.*404/] });

    test('the local fallback image shows instead, and the play icon still plays', async ({
      page,
    }) => {
      await stubPlayer(page);
      await page.route('**/course-preview.webp', (route) =>
        route.fulfill({ status: 404, body: 'gone' }),
      );
      await page.goto('/');
      const play = page.getByRole('button', { name: 'Play the course preview video' });
      await play.scrollIntoViewIfNeeded();
      const still = play.locator('img');
      await expect(still).toHaveAttribute('src', '/course-preview-fallback.svg');
      await expect
        .poll(() => still.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

      await play.getByTestId('play-icon').click();
      await expect(page.locator('iframe[title="Course preview video"]')).toHaveAttribute(
        'src',
        /autoplay=1/,
      );
    });
  });

  test('the hero slides in, and the sections below show at once and rise into place once, 0.25 s apart, when scrolled to', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const heroDurations = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) =>
          (a.effect as KeyframeEffect).target?.contains(document.getElementById('hero-title')),
        )
        .map((a) => a.effect!.getTiming().duration),
    );
    expect(heroDurations).toEqual([900]);

    // The features are in view at once: shown as rendered. The testimonials wait below the fold,
    // lowered but never blank: a full-page picture taken without scrolling shows them.
    await expect(section(page, 'A job board that respects your time')).toHaveAttribute(
      'data-reveal',
      'as-rendered',
    );
    const testimonials = section(page, 'Trusted by Developers');
    await expect(testimonials).toHaveAttribute('data-reveal', 'lowered');
    const items = testimonials.locator('[data-reveal-item]');
    await expect(items.first()).toHaveCSS('opacity', '1');
    await expect(items.first()).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 32)');
    for (const name of ['The Full-Stack Developer Course', 'Why Devs Choose Us']) {
      const band = section(page, name).locator('[data-reveal-item]');
      expect(
        await band.evaluateAll((all) => all.map((el) => getComputedStyle(el).opacity)),
      ).toEqual((await band.all()).map(() => '1'));
    }

    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials).toHaveAttribute('data-reveal', 'shown');
    expect(
      await items.evaluateAll((all) => all.map((el) => getComputedStyle(el).animationDelay)),
    ).toEqual(['0s', '0.25s', '0.5s', '0.75s']);
    await expect(items.last()).toHaveCSS('opacity', '1');

    // Once: scrolling away and back leaves it shown.
    await page.evaluate(() => window.scrollTo(0, 0));
    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials).toHaveAttribute('data-reveal', 'shown');
  });

  test('a visitor who asks for reduced motion sees nothing move', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The navbar's progress bar runs while the session is checked: it is no part of the page's motion.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    for (const name of [
      'The Full-Stack Developer Course',
      'Why Devs Choose Us',
      'Trusted by Developers',
    ]) {
      const band = section(page, name);
      await expect(band).toHaveAttribute('data-reveal', 'as-rendered');
      await band.scrollIntoViewIfNeeded();
      await expect(band.locator('[data-reveal-item]').last()).toHaveCSS('opacity', '1');
    }
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test('"Browse Curated Jobs" leads to the jobs, "Comming Soon" to the course catalogue', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse Curated Jobs' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Open Job Positions' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: 'Comming Soon', exact: true }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  });

  test('every footer link leads to a real page, all nine of them', async ({ page }) => {
    const links = [
      { name: 'Jobs Board', href: '/jobs', lands: /\/jobs$/, h1: 'Open Job Positions' },
      { name: 'The Course', href: '/course', lands: /\/courses$/, h1: 'Courses' },
      { name: 'FAQ', href: '/faq', lands: /\/faq$/, h1: 'Frequently Asked Questions' },
      {
        name: 'Refund Policy',
        href: '/refund-policy',
        lands: /\/refund-policy$/,
        h1: 'Cancellation & Refund Policy',
      },
      {
        name: 'Terms & Conditions',
        href: '/terms-and-conditions',
        lands: /\/terms-and-conditions$/,
        h1: 'Terms and Conditions',
      },
      {
        name: 'Shipping Policy',
        href: '/shipping-policy',
        lands: /\/shipping-policy$/,
        h1: 'Shipping & Delivery Policy',
      },
      {
        name: 'Privacy Policy',
        href: '/privacy-policy',
        lands: /\/privacy-policy$/,
        h1: 'Privacy Policy',
      },
      { name: 'Contact Us', href: '/contact', lands: /\/contact$/, h1: 'Contact Us' },
      {
        name: 'For Integrators',
        href: '/integrators',
        lands: /\/integrators$/,
        h1: 'For integrators',
      },
    ];
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link')).toHaveCount(links.length);
    for (const link of links) {
      if (page.url() !== `${STOREFRONT}/`) await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Stop Applying Blindly. Start Getting Interviews.',
      );
      const anchor = page
        .getByRole('contentinfo')
        .getByRole('link', { name: link.name, exact: true });
      await expect(anchor).toHaveAttribute('href', link.href);
      await anchor.click();
      await expect(page).toHaveURL(link.lands);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(link.h1);
    }
  });
});

test.describe('the landing page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every section shows its content as the server sent it, nothing to scroll to first', async ({
    page,
  }) => {
    await page.goto('/');
    for (const name of [
      'A job board that respects your time',
      'The Full-Stack Developer Course',
      'Why Devs Choose Us',
      'Trusted by Developers',
    ]) {
      const band = section(page, name);
      await expect(band).toHaveAttribute('data-reveal', 'as-rendered');
      const items = band.locator('[data-reveal-item]');
      expect(
        await items.evaluateAll((all) => all.map((el) => getComputedStyle(el).opacity)),
      ).toEqual((await items.all()).map(() => '1'));
    }
  });
});
