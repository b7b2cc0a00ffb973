import { themeColors } from './palettes';

/** Design tokens for the whole app; the colours follow the theme the user chose (dark, light or the system's). */
export const theme = {
  /** Each colour is a CSS variable set by the active theme (`data-theme` on <html>, see GlobalStyles). */
  colors: themeColors,
  /** Spacing scale in px. */
  spacing: { xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32 },
  radius: { sm: 4, md: 8, lg: 12, round: 9999 },
  fontSizes: { xs: 12, sm: 14, md: 16, lg: 20, xl: 26 },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  lineHeight: 1.5,
  breakpoints: { desktop: 1024 },
  media: { desktop: '@media (min-width: 1024px)' },
  pageMaxWidth: 680,
  /**
   * A page that marks its root with `data-page-width="wide"` (Home with its popular column) lets the shell's page
   * column grow to this width; a side column shows once its page has `sideColumn.minPageWidth` px.
   */
  widePage: { attribute: 'data-page-width', maxWidth: 1080, sideColumn: { width: 340, minPageWidth: 880 } },
} as const;

export type AppTheme = typeof theme;
