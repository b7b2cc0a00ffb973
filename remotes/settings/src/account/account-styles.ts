import styled from '@emotion/styled';

/** One block of the page: a heading, a line of text and its controls. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.lg}px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md}px;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.sm}px;
  }
`;

/** Buttons in a row, wrapping on phones. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
`;

/** A key or URL shown in full, breaking anywhere on narrow screens. */
export const Mono = styled.code`
  font-family: ui-monospace, monospace;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.text};
  overflow-wrap: anywhere;
`;

/** A form's outcome: the core's error, or what was done. */
export const Outcome = styled.p<{ $tone: 'error' | 'success' }>`
  && {
    color: ${(p) => p.theme.colors[p.$tone]};
  }
`;

/** The password form: fields stacked, then the outcome and the buttons. */
export const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.md}px;
  max-width: 420px;
`;
