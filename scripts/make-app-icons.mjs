#!/usr/bin/env node
// Draws each app's install icons (decision 032) from its favicon.svg, in Chromium (playwright-core):
//   public/icons/icon-192.png, icon-512.png   the favicon as it is (purpose "any")
//   public/icons/maskable-512.png             full-bleed background, the favicon at 70 % in the middle
//                                             (inside the maskable safe zone, a circle of 80 %)
//   public/icons/apple-touch-icon.png         the maskable design at 180 px (iOS wants it opaque)
// Run it again after changing a favicon: `node scripts/make-app-icons.mjs`; the PNGs are committed.
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
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage();
  async function draw(svg, size, file) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${dataUrl(svg)}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: file, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
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
} finally {
  await browser.close();
}
