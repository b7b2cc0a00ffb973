import styled from '@emotion/styled';

/** A file message's image: never wider than its bubble, its aspect ratio kept. */
export const Image = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  max-height: 320px;
  border-radius: ${(p) => p.theme.radius.md}px;
  background: ${(p) => p.theme.colors.surface};
`;

/** A file message's link (open or download). */
export const FileLink = styled.a`
  color: inherit;
  text-decoration: underline;
  overflow-wrap: anywhere;
`;

/** A small line under or instead of a file. */
export const Note = styled.span`
  display: block;
  font-size: ${(p) => p.theme.fontSizes.xs}px;
  opacity: 0.85;
`;
