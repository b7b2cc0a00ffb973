import styled from '@emotion/styled';
import { counterText, dotIndexes } from './carousel';

export const ControlButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  height: 40px;
  padding: 0 ${(p) => p.theme.spacing.md}px;
  border: none;
  border-radius: ${(p) => p.theme.radius.round}px;
  background: rgba(0, 0, 0, 0.55);
  color: #fff;
  font: inherit;
  cursor: pointer;
  &:disabled {
    opacity: 0.3;
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.accent};
  }
`;

const Arrow = styled(ControlButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${(p) => p.$side}: ${(p) => p.theme.spacing.md}px;
  transform: translateY(-50%);
  font-size: 22px;
  z-index: 1;
`;

/** Previous and next arrows, disabled at the ends. */
export function MediaArrows({ index, total, onStep }: { index: number; total: number; onStep(step: 1 | -1): void }) {
  if (total < 2) return null;
  return (
    <>
      <Arrow type="button" $side="left" aria-label="Previous" disabled={index === 0} onClick={() => onStep(-1)}>
        ‹
      </Arrow>
      <Arrow type="button" $side="right" aria-label="Next" disabled={index >= total - 1} onClick={() => onStep(1)}>
        ›
      </Arrow>
    </>
  );
}

const Counter = styled.span`
  padding: 0 ${(p) => p.theme.spacing.md}px;
  color: #fff;
  font-variant-numeric: tabular-nums;
`;

/** 'n / total'. */
export function MediaCounter({ index, total }: { index: number; total: number }) {
  return (
    <Counter aria-live="polite" data-testid="media-counter">
      {counterText(index, total)}
    </Counter>
  );
}

const Dots = styled.div`
  position: absolute;
  bottom: ${(p) => p.theme.spacing.md}px;
  left: 50%;
  transform: translateX(-50%);
  display: flex;
  gap: 6px;
  z-index: 1;
`;

const Dot = styled.button<{ $current: boolean }>`
  width: 8px;
  height: 8px;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: ${(p) => (p.$current ? '#fff' : 'rgba(255, 255, 255, 0.4)')};
  cursor: pointer;
`;

/** Every dot up to 10 items, else a window of 9 around the current one. */
export function MediaDots({ index, total, onGo }: { index: number; total: number; onGo(index: number): void }) {
  if (total < 2) return null;
  return (
    <Dots data-testid="media-dots">
      {dotIndexes(total, index).map((dot) => (
        <Dot
          key={dot}
          type="button"
          $current={dot === index}
          aria-label={`Go to item ${dot + 1}`}
          aria-current={dot === index ? 'true' : undefined}
          onClick={() => onGo(dot)}
        />
      ))}
    </Dots>
  );
}
