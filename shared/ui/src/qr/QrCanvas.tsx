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
