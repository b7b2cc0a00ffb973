import styled from '@emotion/styled';

/** The canvas of a QR code, square, white; hidden when drawing failed. */
export const QrCanvas = styled.canvas<{ $size: number }>`
  display: block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  max-width: 100%;
  border-radius: ${(p) => p.theme.radius.md}px;
  background: #ffffff;
  &[data-state='failed'] {
    display: none;
  }
`;

/** Said in place of a QR code that could not be drawn (when the caller gives a text for it). */
export const QrFailure = styled.p<{ $size: number }>`
  margin: 0;
  max-width: ${(p) => p.$size}px;
  color: ${(p) => p.theme.colors.error};
  text-align: center;
`;
