import styled from '@emotion/styled';
import { VISUALLY_HIDDEN } from '@app/ui';
import { PersonAvatar } from '../people/PersonAvatar';
import { PersonName } from '../people/PersonName';

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.xs}px;
  max-width: 100%;
  padding: 2px 2px 2px ${(p) => p.theme.spacing.xs}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.round}px;
`;

const Picture = styled.span`
  display: inline-flex;
  flex: none;
`;

const Name = styled.bdi`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Remove = styled.button`
  flex: none;
  width: 24px;
  height: 24px;
  padding: 0;
  font-size: ${(p) => p.theme.fontSizes.md}px;
  line-height: 1;
  color: ${(p) => p.theme.colors.muted};
  background: transparent;
  border: 0;
  border-radius: ${(p) => p.theme.radius.round}px;
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.border};
  }
`;

const Hidden = styled.span`
  ${VISUALLY_HIDDEN}
`;

/** Props of RecipientChip. */
export interface RecipientChipProps {
  pubkey: string;
  /** The user's own key (marked 'you'). */
  me: string;
  onRemove(): void;
}

/** One person of the To field: their avatar and name, and × to remove them ('Remove {name}'). */
export function RecipientChip({ pubkey, me, onRemove }: RecipientChipProps) {
  return (
    <Chip data-testid="recipient">
      <Picture aria-hidden="true">
        <PersonAvatar pubkey={pubkey} size={20} />
      </Picture>
      <Name>
        <PersonName pubkey={pubkey} />
        {pubkey === me && ' (you)'}
      </Name>
      <Remove type="button" onClick={onRemove}>
        <span aria-hidden="true">×</span>
        <Hidden>
          Remove <PersonName pubkey={pubkey} />
        </Hidden>
      </Remove>
    </Chip>
  );
}
