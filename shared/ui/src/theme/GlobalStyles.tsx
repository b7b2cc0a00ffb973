import { Global, css } from '@emotion/react';
import { darkPalette, lightPalette, paletteDeclarations } from './palettes';
import { theme } from './theme';

const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  /* the product's dark theme unless <html data-theme> says light, or system on a light system */
  :root {
    color-scheme: dark;
    ${paletteDeclarations(darkPalette)}
  }
  :root[data-theme='light'] {
    color-scheme: light;
    ${paletteDeclarations(lightPalette)}
  }
  @media (prefers-color-scheme: light) {
    :root[data-theme='system'] {
      color-scheme: light;
      ${paletteDeclarations(lightPalette)}
    }
  }
  html,
  body {
    margin: 0;
    padding: 0;
    background: ${theme.colors.bg};
    color: ${theme.colors.text};
    font-family: ${theme.fontFamily};
    font-size: ${theme.fontSizes.md}px;
    line-height: ${theme.lineHeight};
    -webkit-font-smoothing: antialiased;
  }
  a {
    color: ${theme.colors.accent};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  /* links inside running text are underlined: colour alone does not tell them apart (WCAG 1.4.1) */
  p a,
  li a,
  [data-prose] a {
    text-decoration: underline;
    text-decoration-color: color-mix(in srgb, ${theme.colors.accent} 60%, transparent);
    text-underline-offset: 2px;
  }
  :focus-visible {
    outline: 2px solid ${theme.colors.accent};
    outline-offset: 2px;
  }
  button,
  input,
  textarea,
  select {
    font: inherit;
    color: inherit;
  }
`;

export function GlobalStyles() {
  return <Global styles={globalStyles} />;
}
