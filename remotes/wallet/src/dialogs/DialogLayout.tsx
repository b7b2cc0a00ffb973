import styled from '@emotion/styled';

/** A dialog's content: fields and results stacked. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.md}px;
`;

/** A form laid out like Stack. */
export const StackForm = Stack.withComponent('form');

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.spacing.sm}px;
`;

/** A result worth celebrating: 'Received 2.1K bits'. */
export const Outcome = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.lg}px;
  font-weight: 700;
  text-align: center;
  color: ${(p) => p.theme.colors.success};
`;

/** Label / value lines: amount, fee reserve, total. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${(p) => p.theme.spacing.xs}px ${(p) => p.theme.spacing.md}px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;
