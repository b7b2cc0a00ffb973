import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { cameraErrorMessage } from './cameraError';
import { decodeQrFrom } from './decodeQr';
import { SCAN_INTERVAL_MS } from './qrMessages';

export { SCAN_INTERVAL_MS };

const Video = styled.video`
  display: block;
  width: 100%;
  max-height: 320px;
  border-radius: ${(p) => p.theme.radius.md}px;
  background: #000000;
  object-fit: cover;
`;

const Problem = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.error};
`;

export interface QrScannerProps {
  /** Called once with the text of the first QR code seen. */
  onRead(text: string): void;
}

function startScanning(video: HTMLVideoElement, onRead: (text: string) => void): () => void {
  const canvas = document.createElement('canvas');
  let busy = false;
  let done = false;
  const timer = setInterval(async () => {
    if (busy || done || video.readyState < video.HAVE_CURRENT_DATA) return;
    busy = true;
    try {
      const text = await decodeQrFrom(video, video.videoWidth, video.videoHeight, canvas);
      if (text && !done) {
        done = true;
        clearInterval(timer);
        onRead(text);
      }
    } finally {
      busy = false;
    }
  }, SCAN_INTERVAL_MS);
  return () => {
    done = true;
    clearInterval(timer);
  };
}

/** Live view of the back camera that reads QR codes; the camera is released when it unmounts. */
export function QrScanner({ onRead }: QrScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const latestOnRead = useRef(onRead);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    latestOnRead.current = onRead;
  });

  useEffect(() => {
    let stream: MediaStream | undefined;
    let stopScanning = () => {};
    let cancelled = false;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera API', 'NotSupportedError');
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (cancelled || !video.current) return media.getTracks().forEach((track) => track.stop());
      stream = media;
      video.current.srcObject = stream;
      await video.current.play().catch(() => {});
      if (!cancelled) stopScanning = startScanning(video.current, (text) => latestOnRead.current(text));
    };
    start().catch((error: unknown) => {
      if (!cancelled) setProblem(cameraErrorMessage(error));
    });
    return () => {
      cancelled = true;
      stopScanning();
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (problem) return <Problem role="alert">{problem}</Problem>;
  return <Video ref={video} muted playsInline aria-label="Camera view" />;
}
