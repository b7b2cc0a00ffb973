import { Global, css } from '@emotion/react';
import { theme } from './theme';

const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  :root {
    color-scheme: dark;
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
    text-decoration-color: ${theme.colors.accent}99;
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
