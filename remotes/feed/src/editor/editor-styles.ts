import styled from '@emotion/styled';

/** One titled group of editor fields. */
export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.sm}px;
  margin: 0;
  padding: ${(p) => p.theme.spacing.md}px 0;
  border: none;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  & > legend {
    padding: 0;
    margin-bottom: ${(p) => p.theme.spacing.xs}px;
    font-weight: 600;
  }
`;

export const Hint = styled.span`
  font-size: ${(p) => p.theme.fontSizes.xs}px;
  color: ${(p) => p.theme.colors.muted};
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.xs}px;
`;

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.xs}px;
  padding: 2px ${(p) => p.theme.spacing.sm}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border-radius: ${(p) => p.theme.radius.round}px;
  & > button {
    padding: 0;
    font: inherit;
    color: ${(p) => p.theme.colors.muted};
    background: none;
    border: none;
    cursor: pointer;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.spacing.sm}px;
`;
