import { darkPalette, lightPalette } from './palettes';

/** What `<html data-theme>` holds: the product's dark theme, the light one, or whichever the system prefers. */
export type ThemeMode = 'dark' | 'light' | 'system';

/** The appearance setting's value as a mode: 'light' and 'system' by name, anything else (the product's name) dark. */
export function themeMode(setting: string): ThemeMode {
  return setting === 'light' || setting === 'system' ? setting : 'dark';
}

/** The background a mode paints now (the browser bar's theme colour follows it). */
export function themeBackground(mode: ThemeMode, prefersLight: boolean): string {
  const light = mode === 'light' || (mode === 'system' && prefersLight);
  return (light ? lightPalette : darkPalette).bg;
}

/** Applies a mode to the document: every component's colours switch at once, without a render. */
export function applyThemeMode(mode: ThemeMode, doc: Document = document): void {
  doc.documentElement.dataset.theme = mode;
  const prefersLight = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: light)').matches;
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeBackground(mode, prefersLight));
}
