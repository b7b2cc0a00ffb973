/** The colour roles every component uses; each theme gives every role a value. */
export type ColorRole =
  | 'bg'
  | 'surface'
  | 'surfaceRaised'
  | 'text'
  | 'muted'
  | 'accent'
  | 'accentStrong'
  | 'accentText'
  | 'success'
  | 'warning'
  | 'error'
  | 'errorStrong'
  | 'border';

export type Palette = Record<ColorRole, string>;

/** The product's theme: dark, calm, readable (contrast ratios against `bg` noted where they matter). */
export const darkPalette: Palette = {
  bg: '#0f1115',
  surface: '#171a21',
  surfaceRaised: '#1f232c',
  text: '#e8eaf0',
  muted: '#9aa1b2',
  accent: '#8b7cf6', // 5.7:1 on bg
  accentStrong: '#6d5ae6', // white on it 4.9:1
  accentText: '#ffffff',
  success: '#3ecf8e',
  warning: '#f5b83d',
  error: '#f0616d',
  errorStrong: '#c9303e', // white on it 5.3:1
  border: '#2a2f3a',
};

/** The light theme: the same roles, every text colour at least 4.5:1 on white (WCAG AA). */
export const lightPalette: Palette = {
  bg: '#ffffff',
  surface: '#f5f6f8',
  surfaceRaised: '#eceef2',
  text: '#15171c',
  muted: '#596072', // 6.2:1
  accent: '#5a46d4', // 6.6:1
  accentStrong: '#5a46d4',
  accentText: '#ffffff',
  success: '#17804f', // 4.9:1
  warning: '#8a5a00', // 5.6:1
  error: '#c22a38', // 5.6:1
  errorStrong: '#b3222f',
  border: '#d9dce3',
};

/** The CSS custom property that carries a role, e.g. `--app-color-bg`. */
export const colorVariable = (role: ColorRole): string => `--app-color-${role}`;

/** Every role as `var(--app-color-…)`: components style with these, so a theme switch needs no re-render. */
export const themeColors = Object.fromEntries(
  (Object.keys(darkPalette) as ColorRole[]).map((role) => [role, `var(${colorVariable(role)})`]),
) as Palette;

/** The palette's roles as CSS declarations of their custom properties. */
export function paletteDeclarations(palette: Palette): string {
  return (Object.keys(palette) as ColorRole[]).map((role) => `${colorVariable(role)}: ${palette[role]};`).join('\n');
}
