// Deterministic SVG avatars and banners for demo user numbers (no external assets).
import { NAMES, SURNAMES } from './words.mjs';

// Small integer hash (xorshift-multiply) so colours depend only on n.
function hash(n, salt = 0) {
  let h = (n * 2654435761 + salt * 40503) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x45d9f3b) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

function initials(n) {
  const first = NAMES[n % NAMES.length] ?? 'x';
  const last = SURNAMES[n % SURNAMES.length] ?? 'y';
  return (first[0] + last[0]).toUpperCase();
}

export function avatarSvg(n) {
  const hue = hash(n) % 360;
  const hue2 = (hue + 40 + (hash(n, 1) % 80)) % 360;
  const shapes = [];
  for (let k = 0; k < 3; k++) {
    const h = hash(n, k + 2);
    const x = 10 + (h % 108);
    const y = 10 + ((h >>> 8) % 108);
    const r = 12 + ((h >>> 16) % 28);
    const fill = `hsl(${(hue + k * 70) % 360} 70% ${55 + k * 8}%)`;
    shapes.push(k % 2
      ? `<rect x="${x - r}" y="${y - r}" width="${2 * r}" height="${2 * r}" rx="6" fill="${fill}" opacity="0.55" transform="rotate(${h % 90} ${x} ${y})"/>`
      : `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="0.55"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 45%)"/><stop offset="1" stop-color="hsl(${hue2} 65% 30%)"/></linearGradient></defs>
<rect width="128" height="128" fill="url(#g)"/>${shapes.join('')}
<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="48" font-weight="700" fill="#fff">${initials(n)}</text>
</svg>
`;
}

export function bannerSvg(n) {
  const hue = hash(n, 9) % 360;
  const waves = [];
  for (let k = 0; k < 4; k++) {
    const h = hash(n, k + 20);
    const y = 180 + k * 80;
    const a = 30 + (h % 60);
    waves.push(`<path d="M0 ${y} C 375 ${y - a}, 1125 ${y + a}, 1500 ${y} L1500 500 L0 500 Z" fill="hsl(${(hue + k * 25) % 360} 60% ${30 + k * 10}%)" opacity="0.8"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="500" viewBox="0 0 1500 500">
<rect width="1500" height="500" fill="hsl(${hue} 50% 20%)"/>${waves.join('')}
</svg>
`;
}

// Resolves "/avatars/<n>.svg" or "/avatars/banner-<n>.svg" to SVG text, or null.
export function svgForPath(pathname) {
  const m = /^\/avatars\/(banner-)?(\d{1,6})\.svg$/.exec(pathname);
  if (!m) return null;
  const n = Number(m[2]);
  return m[1] ? bannerSvg(n) : avatarSvg(n);
}
