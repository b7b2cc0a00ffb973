import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';

const Video = styled.video`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  background: #000;
`;

export interface CallMediaElementProps {
  stream: MediaStream | null;
  /** 'audio' plays a call without video (nothing to see). */
  kind: 'video' | 'audio';
  /** Our own preview is muted: we would hear ourselves. */
  muted?: boolean;
  label: string;
  testId: string;
}

/** A `<video>` (or `<audio>`) playing a call's MediaStream, which React cannot set as an attribute. */
export function CallMediaElement({ stream, kind, muted = false, label, testId }: CallMediaElementProps) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.srcObject = stream;
    // The click that accepted or started the call lets it play with sound; a blocked play is retried by autoplay.
    if (stream) element.play().catch(() => {});
  }, [stream]);
  if (kind === 'audio') return <audio ref={ref} autoPlay aria-label={label} data-testid={testId} />;
  return <Video ref={ref} autoPlay playsInline muted={muted} aria-label={label} data-testid={testId} />;
}
