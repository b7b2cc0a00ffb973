import styled from '@emotion/styled';

/** The list's full height (the virtualizer's total size); rows are placed inside it. */
export const Viewport = styled.div`
  position: relative;
  width: 100%;
`;

/** One mounted row, placed by a transform at its measured offset. */
export const VirtualRow = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
`;
