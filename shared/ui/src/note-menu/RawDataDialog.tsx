import styled from '@emotion/styled';
import { relayPagePath, type NostrEvent } from '@app/core';
import { Button } from '@app/ui';
import { Modal } from '@app/ui';
import { Link } from '@app/ui';
import { useCopyFlag } from '@app/ui';

const Json = styled.pre`
  max-height: 60vh;
  margin: 0 0 ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.md}px;
  overflow: auto;
  font-size: ${(p) => p.theme.fontSizes.xs}px;
  white-space: pre-wrap;
  word-break: break-all;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
`;

const Relays = styled.ul`
  margin: 0 0 ${(p) => p.theme.spacing.md}px;
  padding-left: ${(p) => p.theme.spacing.lg}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  word-break: break-all;
`;

export interface RawDataDialogProps {
  event: NostrEvent;
  /** The relays the event was seen on, each linking to its relay page. */
  seenOn?: readonly string[];
  onClose(): void;
}

/** The event's JSON as text, with a copy button, and the relays it was seen on. */
export function RawDataDialog({ event, seenOn = [], onClose }: RawDataDialogProps) {
  const { copied, copy } = useCopyFlag();
  const json = JSON.stringify(event, null, 2);
  return (
    <Modal title="Raw data" onClose={onClose} width={640}>
      <Json data-testid="raw-data">{json}</Json>
      {seenOn.length > 0 && (
        <section aria-label="Seen on">
          <strong>Seen on</strong>
          <Relays>
            {seenOn.map((url) => (
              <li key={url}>
                <Link to={relayPagePath(url)} onClick={onClose}>
                  {url}
                </Link>
              </li>
            ))}
          </Relays>
        </section>
      )}
      <Button variant="secondary" size="sm" onClick={() => void copy(json)}>
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </Modal>
  );
}
