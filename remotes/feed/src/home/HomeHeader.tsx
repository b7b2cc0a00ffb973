import styled from '@emotion/styled';
import { HeaderBar } from '@app/ui';
import { useScrollHeader } from './useScrollHeader';

const Bar = styled(HeaderBar)`
  transition: transform 0.1s linear;
  ${(p) => p.theme.media.desktop} {
    transform: none !important;
  }
`;

const Titles = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  height: 32px;
`;

const Title = styled.h1`
  position: absolute;
  inset: 0;
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.lg}px;
  line-height: 32px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Mobile only: the app logo and name, fading out as the feed name fades in. */
const Brand = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  font-weight: 700;
  font-size: ${(p) => p.theme.fontSizes.lg}px;
  ${(p) => p.theme.media.desktop} {
    display: none;
  }
`;

const Logo = styled.span`
  width: 24px;
  height: 24px;
  border-radius: ${(p) => p.theme.radius.round}px;
  background: ${(p) => p.theme.colors.accent};
`;

const TitleWrap = styled.div`
  ${(p) => p.theme.media.desktop} {
    opacity: 1 !important;
  }
`;

const LayoutButton = styled.button`
  display: none;
  padding: ${(p) => p.theme.spacing.xs}px ${(p) => p.theme.spacing.sm}px;
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.lg}px;
  color: ${(p) => p.theme.colors.muted};
  background: none;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.sm}px;
  cursor: pointer;
  ${(p) => p.theme.media.desktop} {
    display: inline-flex;
  }
`;

export interface HomeHeaderProps {
  title: string;
  appName: string;
  singleColumn: boolean;
  onToggleSingleColumn(): void;
}

/** Home header: the feed name; on mobile the app name fades to it, and the bar hides on scroll down (up to 80 px). */
export function HomeHeader({ title, appName, singleColumn, onToggleSingleColumn }: HomeHeaderProps) {
  const { hiddenOffset, fade } = useScrollHeader();
  const layoutLabel = singleColumn ? 'Expand to two columns' : 'Collapse to single column';
  return (
    <Bar style={{ transform: `translateY(-${hiddenOffset}px)` }} data-testid="home-header">
      <Titles>
        <Brand style={{ opacity: 1 - fade }} aria-hidden="true">
          <Logo />
          {appName}
        </Brand>
        <TitleWrap style={{ opacity: fade }} data-fade={fade}>
          <Title>{title}</Title>
        </TitleWrap>
      </Titles>
      <LayoutButton type="button" title={layoutLabel} aria-label={layoutLabel} onClick={onToggleSingleColumn}>
        {singleColumn ? '⇥' : '⇤'}
      </LayoutButton>
    </Bar>
  );
}
