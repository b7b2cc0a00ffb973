import styled from '@emotion/styled';
import { useMemo } from 'react';
import type { ZapItem } from './noteActionsContract';
import { ZapIcon } from './ReactionIcons';
import { formatCount, plural, zappersByAmount, ZAPS_BAR_PEOPLE, type Zapper } from './reactionRules';
import { useReactorNames } from './useReactorNames';

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.xs}px;
  margin: ${(p) => p.theme.spacing.sm}px 0 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.xs}px;
  max-width: 200px;
  padding: 2px ${(p) => p.theme.spacing.sm}px;
  background: transparent;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.round}px;
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  cursor: pointer;
  & > svg {
    flex: none;
    color: ${(p) => p.theme.colors.warning};
  }
  &:hover {
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export interface ZapsBarViewProps {
  /** The zappers shown, largest first, with their names. */
  zappers: Array<Zapper & { name: string }>;
  /** Zappers beyond those shown. */
  more: number;
  /** Opens the zaps tab of the reactions list. */
  onShowZaps(): void;
}

/** Who zapped the note and how much, largest first, then '+N'; nothing before the first zap. */
export function ZapsBarView({ zappers, more, onShowZaps }: ZapsBarViewProps) {
  if (zappers.length === 0) return null;
  return (
    <Row aria-label="Zaps" data-testid="zaps-bar">
      {zappers.map((zapper) => (
        <li key={zapper.pubkey}>
          <Chip type="button" aria-label={`${zapper.name} zapped ${zapper.amount} bits`} onClick={onShowZaps}>
            <ZapIcon />
            {formatCount(zapper.amount)}
            <Name>{zapper.name}</Name>
          </Chip>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Chip type="button" aria-label={plural(more, 'more zapper')} onClick={onShowZaps}>
            +{more}
          </Chip>
        </li>
      )}
    </Row>
  );
}

/** The zaps bar of a note from its summary's zaps, the zappers named through the core. */
export function ZapsBar({ zaps, onShowZaps }: { zaps: readonly ZapItem[]; onShowZaps(): void }) {
  const zappers = useMemo(() => zappersByAmount(zaps), [zaps]);
  const shown = zappers.slice(0, ZAPS_BAR_PEOPLE);
  const names = useReactorNames(shown.map((zapper) => zapper.pubkey));
  const named = shown.map((zapper, index) => ({ ...zapper, name: names[index] ?? '' }));
  return <ZapsBarView zappers={named} more={zappers.length - shown.length} onShowZaps={onShowZaps} />;
}
