import styled from '@emotion/styled';

export const KindTitle = styled.h3`
  margin: 0 0 ${(p) => p.theme.spacing.xs}px;
  font-size: ${(p) => p.theme.fontSizes.lg}px;
  overflow-wrap: anywhere;
`;

export const KindMuted = styled.div`
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  overflow-wrap: anywhere;
`;

export const KindStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.sm}px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const BadgeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.xs}px;
`;
