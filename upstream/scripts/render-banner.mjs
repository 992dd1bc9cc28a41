#!/usr/bin/env node
// Renders the seeded IMAGE banner (scripts/banner/banner.html) to the PNG files the seed reads
// (src/db/seed/banner/banner-desktop.png, banner-mobile.png), at exactly the sizes the banner rules
// require (BANNER_IMAGE_SIZES: 880x206 and 351x158). Run once after editing the HTML:
// `pnpm --filter @portal/upstream banner:render` (Debian's Chromium at /usr/bin/chromium, or
// CHROMIUM_PATH; playwright-core is the web package's). The PNGs are committed, so neither the
// seed nor the tests need a browser; marketing's demo-data test checks their sizes and weight.
import { mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const { chromium } = createRequire(here('../../web/package.json'))('playwright-core');

const SLOTS = {
  desktop: { width: 880, height: 206 },
  mobile: { width: 351, height: 158 },
};
const page = pathToFileURL(here('./banner/banner.html'));
const out = here('../src/db/seed/banner/');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const [slot, size] of Object.entries(SLOTS)) {
    const tab = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
    await tab.goto(`${page.href}?slot=${slot}`);
    const file = `${out}banner-${slot}.png`;
    await tab.screenshot({ path: file, clip: { x: 0, y: 0, ...size } });
    await tab.close();
    console.log(`${file}: ${size.width}x${size.height}, ${statSync(file).size} bytes`);
  }
} finally {
  await browser.close();
}
