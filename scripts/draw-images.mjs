#!/usr/bin/env node
// Draws the raster images the apps ship from their SVG sources, in Chromium (playwright-core):
// - each app's install icons (decision 032), from its favicon.svg:
//   public/icons/icon-192.png, icon-512.png   the favicon as it is (purpose "any")
//   public/icons/maskable-512.png             full-bleed background, the favicon at 70 % in the middle
//                                             (inside the maskable safe zone, a circle of 80 %)
//   public/icons/apple-touch-icon.png         the maskable design at 180 px (iOS wants it opaque)
// - the landing page's course still, storefront/art/course-preview.svg → public/course-preview.webp
//   at twice its 800×450 box (decision 037: as an SVG image, its text cost the landing page's main
//   thread a document of its own).
// Run it again after changing a source: `node scripts/draw-images.mjs`; the images are committed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Each app's favicon and the colour that fills its maskable icon (the favicon's own background). */
const APPS = [
  { dir: 'storefront', background: '#3b47c4' },
  { dir: 'admin-console', background: '#111827' },
];

const dataUrl = (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const maskable = (favicon, background) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${background}"/>` +
  `<image href="${dataUrl(favicon)}" x="15" y="15" width="70" height="70"/></svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
try {
  const page = await browser.newPage();
  async function draw(svg, size, file) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${dataUrl(svg)}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({
      path: file,
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    console.log(`${path.relative(root, file)} (${size}×${size})`);
  }
  for (const app of APPS) {
    const favicon = fs.readFileSync(path.join(root, app.dir, 'public', 'favicon.svg'), 'utf8');
    const out = path.join(root, app.dir, 'public', 'icons');
    fs.mkdirSync(out, { recursive: true });
    await draw(favicon, 192, path.join(out, 'icon-192.png'));
    await draw(favicon, 512, path.join(out, 'icon-512.png'));
    await draw(maskable(favicon, app.background), 512, path.join(out, 'maskable-512.png'));
    await draw(maskable(favicon, app.background), 180, path.join(out, 'apple-touch-icon.png'));
  }
  const still = fs.readFileSync(path.join(root, 'storefront', 'art', 'course-preview.svg'), 'utf8');
  const file = path.join(root, 'storefront', 'public', 'course-preview.webp');
  const webp = await page.evaluate(async (src) => {
    /* global Image, document -- this function runs in the page */
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: 1600, height: 900 });
    canvas.getContext('2d').drawImage(img, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/webp', 0.8);
  }, dataUrl(still));
  fs.writeFileSync(file, Buffer.from(webp.slice(webp.indexOf(',') + 1), 'base64'));
  console.log(`${path.relative(root, file)} (1600×900)`);
} finally {
  await browser.close();
}
