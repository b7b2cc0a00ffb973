/** Design tokens for the whole app: dark, calm, readable. */
export const theme = {
  colors: {
    bg: '#0f1115',
    surface: '#171a21',
    surfaceRaised: '#1f232c',
    text: '#e8eaf0',
    muted: '#9aa1b2',
    /** Accent for text, borders and icons on the dark backgrounds (5.7:1 on bg). */
    accent: '#8b7cf6',
    /** Accent behind white text: filled buttons, badges (white on it 4.9:1, WCAG AA). */
    accentStrong: '#6d5ae6',
    accentText: '#ffffff',
    success: '#3ecf8e',
    warning: '#f5b83d',
    error: '#f0616d',
    /** Error behind white text: the danger button (5.3:1). */
    errorStrong: '#c9303e',
    border: '#2a2f3a',
  },
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
