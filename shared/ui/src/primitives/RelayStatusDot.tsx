import type { RelayStatus } from '@app/core';
import styled from '@emotion/styled';

type DotTone = 'success' | 'warning' | 'error';

const Dot = styled.span<{ $tone: DotTone; $size: number }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: ${(p) => p.theme.radius.round}px;
  background: ${(p) => p.theme.colors[p.$tone]};
`;

export interface RelayStatusDotProps {
  state: RelayStatus['state'] | 'disabled';
  /** A relay the user switched off; shown as an error whatever its socket state. */
  disabled?: boolean;
  size?: number;
}

const CONNECTED_STATES = new Set(['connected', 'authenticated']);

/** Colour for a relay: connected → success, enabled but not connected → warning, disabled → error. */
export function relayTone(state: string, disabled = false): DotTone {
  if (disabled || state === 'disabled') return 'error';
  return CONNECTED_STATES.has(state) ? 'success' : 'warning';
}

/** Small coloured dot for a relay connection; its title and label name the state. */
export function RelayStatusDot({ state, disabled = false, size = 10 }: RelayStatusDotProps) {
  const label = disabled ? 'disabled' : state;
  return (
    <Dot
      role="img"
      aria-label={label}
      title={label}
      $tone={relayTone(state, disabled)}
      $size={size}
    />
  );
}
