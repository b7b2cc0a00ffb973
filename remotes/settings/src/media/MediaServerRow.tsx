import styled from '@emotion/styled';
import { useId } from 'react';
import type { MediaServer } from '@app/core';
import { Badge, Button } from '@app/ui';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.md}px ${(p) => p.theme.spacing.lg}px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Url = styled.span`
  flex: 1 1 240px;
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${(p) => p.theme.colors.text};
`;

/** The badge text of each protocol. */
export const PROTOCOL_LABELS: Record<MediaServer['protocol'], string> = { blossom: 'Blossom', nip96: 'NIP-96' };

export interface MediaServerRowProps {
  server: MediaServer;
  isDefault: boolean;
  onMakeDefault: () => void;
  onRemove: () => void;
}

/** One media server: its URL, protocol badge, the 'Default' marker or 'Make default', and 'Remove'. */
export function MediaServerRow({ server, isDefault, onMakeDefault, onRemove }: MediaServerRowProps) {
  const urlId = useId();
  return (
    <Row data-testid="media-server-row" data-default={isDefault || undefined}>
      <Url id={urlId}>{server.url}</Url>
      <Badge tone={server.protocol === 'nip96' ? 'warning' : 'accent'}>{PROTOCOL_LABELS[server.protocol] ?? server.protocol}</Badge>
      {isDefault ? (
        <Badge tone="success">Default</Badge>
      ) : (
        <Button variant="secondary" size="sm" onClick={onMakeDefault} aria-describedby={urlId}>
          Make default
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={onRemove} aria-describedby={urlId}>
        Remove
      </Button>
    </Row>
  );
}
