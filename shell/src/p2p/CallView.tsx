import styled from '@emotion/styled';
import type { Call } from '@app/core/p2p';
import { Button } from '@app/ui';
import { CallMediaElement } from './CallMediaElement';
import { callHeading } from './call-texts';

const Panel = styled.section`
  position: fixed;
  z-index: 150;
  right: ${({ theme }) => theme.spacing.lg}px;
  /* Clear of the phone's bottom bar, as the other peer panels. */
  bottom: 80px;
  width: min(380px, calc(100vw - ${({ theme }) => theme.spacing.lg * 2}px));
  padding: ${({ theme }) => theme.spacing.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 8px 28px rgba(0, 0, 0, 0.35);
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  overflow-wrap: anywhere;
`;

const Stage = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  margin-top: ${({ theme }) => theme.spacing.sm}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  overflow: hidden;
  background: #000;
`;

const Inset = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.spacing.sm}px;
  bottom: ${({ theme }) => theme.spacing.sm}px;
  width: 30%;
  aspect-ratio: 4 / 3;
  border: 2px solid ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  overflow: hidden;
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.spacing.xs}px 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm}px;
  margin-top: ${({ theme }) => theme.spacing.md}px;
`;

export interface CallViewProps {
  /** The peer's display name. */
  name: string;
  call: Pick<Call, 'phase' | 'direction' | 'hasVideo' | 'endedBy'>;
  /** Our camera and microphone (a muted preview). */
  local: MediaStream | null;
  /** What the peer sends, once the call is active. */
  remote: MediaStream | null;
  onAccept(): void;
  onDecline(): void;
  onHangUp(): void;
  onClose(): void;
}

/** Spec 3 §4 'Call': the incoming call with Accept and Decline, the call itself with both videos and Hang up, its end. */
export function CallView({ name, call, local, remote, onAccept, onDecline, onHangUp, onClose }: CallViewProps) {
  const heading = callHeading(name, call);
  return (
    <Panel role="dialog" aria-label={heading} data-phase={call.phase}>
      <Heading role={call.endedBy === 'failed' ? 'alert' : undefined}>{heading}</Heading>
      <CallStage name={name} call={call} local={local} remote={remote} />
      <Actions>
        {call.phase === 'incoming' && (
          <>
            <Button variant="ghost" onClick={onDecline}>
              Decline
            </Button>
            <Button variant="primary" onClick={onAccept}>
              Accept
            </Button>
          </>
        )}
        {call.phase !== 'incoming' && call.phase !== 'ended' && (
          <Button variant="danger" onClick={onHangUp}>
            Hang up
          </Button>
        )}
        {call.phase === 'ended' && (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        )}
      </Actions>
    </Panel>
  );
}

/** The peer's video with our preview inset; an audio call plays the peer's sound with no picture. */
function CallStage({ name, call, local, remote }: Pick<CallViewProps, 'name' | 'call' | 'local' | 'remote'>) {
  if (call.phase === 'incoming' || call.phase === 'ended') return null;
  const active = call.phase === 'active';
  if (!call.hasVideo)
    return (
      <>
        {active && <CallMediaElement kind="audio" stream={remote} label={`${name}'s audio`} testId="remote-audio" />}
        <Note>{active ? 'Audio call' : 'Audio call: waiting for the other side'}</Note>
      </>
    );
  return (
    <Stage>
      {active && <CallMediaElement kind="video" stream={remote} label={`${name}'s video`} testId="remote-video" />}
      <Inset>
        <CallMediaElement kind="video" muted stream={local} label="Your camera" testId="local-video" />
      </Inset>
    </Stage>
  );
}
