import { describe, expect, it } from 'vitest';
import { darkPalette, lightPalette } from './palettes';
import { applyThemeMode, themeBackground, themeMode } from './theme-mode';

describe('theme mode', () => {
  it("maps the product's name (the default) and unknown values to dark", () => {
    expect(themeMode('nostr')).toBe('dark');
    expect(themeMode('')).toBe('dark');
    expect(themeMode('light')).toBe('light');
    expect(themeMode('system')).toBe('system');
  });

  it("paints system with the system's preference", () => {
    expect(themeBackground('system', true)).toBe(lightPalette.bg);
    expect(themeBackground('system', false)).toBe(darkPalette.bg);
    expect(themeBackground('light', false)).toBe(lightPalette.bg);
  });

  it('sets data-theme on <html> and the theme-color meta', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
    applyThemeMode('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(meta.content).toBe(lightPalette.bg);
    applyThemeMode('dark');
    expect(meta.content).toBe(darkPalette.bg);
    meta.remove();
  });
});
