import styled from '@emotion/styled';

/** The counter appears once a note is longer than a short post (no relay or NIP limits the length below this). */
export const COUNTER_FROM_CHARS = 280;

const Count = styled.span`
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.xs}px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** How long the text is, in characters as the reader sees them (code points), past COUNTER_FROM_CHARS. */
export function CharacterCount({ text }: { text: string }) {
  const length = Array.from(text).length;
  if (length <= COUNTER_FROM_CHARS) return null;
  return (
    <Count aria-live="polite" data-testid="character-count">
      {length.toLocaleString('en')} characters
    </Count>
  );
}
