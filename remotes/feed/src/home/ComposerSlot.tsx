import styled from '@emotion/styled';
import { Composer } from '../composer';

const Slot = styled.div`
  display: none;
  margin: ${(p) => p.theme.spacing.md}px 0;
  ${(p) => p.theme.media.desktop} {
    display: block;
  }
`;

/** Desktop only, signed in only (the home view renders it then): the inline composer. */
export function ComposerSlot() {
  return (
    <Slot data-testid="composer-slot">
      <Composer mode="inline" />
    </Slot>
  );
}
