import styled from '@emotion/styled';
import { HeaderBar, VISUALLY_HIDDEN, useAnnouncePageTitle } from '@app/ui';

/** On phones the shell's header shows the feed's name: this bar stays for assistive technology only (its h1). */
const Bar = styled(HeaderBar)`
  @media (max-width: ${(p) => p.theme.breakpoints.desktop - 0.02}px) {
    ${VISUALLY_HIDDEN}
  }
`;

const Title = styled.h1`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.lg}px;
  line-height: 32px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const LayoutButton = styled.button`
  display: inline-flex;
  padding: ${(p) => p.theme.spacing.xs}px ${(p) => p.theme.spacing.sm}px;
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.lg}px;
  color: ${(p) => p.theme.colors.muted};
  background: none;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  cursor: pointer;
`;

export interface HomeHeaderProps {
  title: string;
  singleColumn: boolean;
  onToggleSingleColumn(): void;
}

/** Home's header: the feed's name (announced to the phone's header) and, on desktop, the one/two-column switch. */
export function HomeHeader({ title, singleColumn, onToggleSingleColumn }: HomeHeaderProps) {
  useAnnouncePageTitle(title);
  const layoutLabel = singleColumn ? 'Expand to two columns' : 'Collapse to single column';
  return (
    <Bar data-testid="home-header">
      <Title>{title}</Title>
      <LayoutButton type="button" title={layoutLabel} aria-label={layoutLabel} onClick={onToggleSingleColumn}>
        {singleColumn ? '⇥' : '⇤'}
      </LayoutButton>
    </Bar>
  );
}
