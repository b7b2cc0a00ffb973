import styled from '@emotion/styled';

/** A dialog's form: fields stacked with the theme's spacing. */
export const KeyForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.md}px;
  p {
    margin: 0;
  }
`;

/** The dialog's buttons, right-aligned, wrapping on phones. */
export const KeyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm}px;
  justify-content: flex-end;
`;

/** A warning line above a shown key. */
export const KeyWarning = styled.p`
  color: ${(p) => p.theme.colors.warning};
  font-weight: 600;
`;
