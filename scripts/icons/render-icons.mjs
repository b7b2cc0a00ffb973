// `node scripts/icons/render-icons.mjs`: renders the app's icons (shell/public/icons/*.png) from the logo's SVG in
// Chromium, so the PNGs the web app manifest names can be made again after a logo change.
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';

const LETTER = 'M9 23V9h3l8 9V9h3v14h-3l-8-9v9z';
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#8b7cf6"/><path d="${LETTER}" fill="#fff"/></svg>`;
// Maskable: full bleed, the letter inside the central safe zone (80 %).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 40 40"><rect x="-4" y="-4" width="40" height="40" fill="#6d5ae6"/><path d="${LETTER}" fill="#fff"/></svg>`;
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="${LETTER}" fill="#fff"/></svg>`;
const ICONS = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['apple-touch-icon.png', rounded, 180],
  ['maskable-512.png', maskable, 512],
  ['badge-72.png', badge, 72],
];

const out = new URL('../../shell/public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const [name, svg, size] of ICONS) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  writeFileSync(new URL(name, out), await page.screenshot({ omitBackground: true }));
  console.log(`wrote shell/public/icons/${name}`);
}
await browser.close();
