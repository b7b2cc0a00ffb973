import styled from '@emotion/styled';
import { SettingsSection } from '../ui';
import { relayLine, relaySummary, storageLine, type DebugInfo } from './debug-info';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${(p) => p.theme.spacing.xs}px ${(p) => p.theme.spacing.md}px;
  margin: ${(p) => p.theme.spacing.sm}px 0;
  overflow-wrap: anywhere;
`;

const Log = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: monospace;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  overflow-wrap: anywhere;
`;

/** Debug mode's developer information: relay pool (with each relay's state and last error), remotes, storage. */
export function DebugInfoView({ info }: { info: DebugInfo }) {
  return (
    <SettingsSection title="Developer information">
      <Facts>
        <dt>Relays</dt>
        <dd data-testid="debug-relays">{relaySummary(info)}</dd>
        <dt>Remotes</dt>
        <dd data-testid="debug-remotes">{Object.keys(info.remotes).join(', ') || 'none'}</dd>
        <dt>Storage</dt>
        <dd>{storageLine(info.storage)}</dd>
      </Facts>
      <Log aria-label="Relay log">
        {info.relays.map((relay) => (
          <li key={relay.url}>{relayLine(relay)}</li>
        ))}
      </Log>
    </SettingsSection>
  );
}
