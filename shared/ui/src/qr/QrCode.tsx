import { useEffect, useRef, useState } from 'react';
import { paintQr } from './paintQr';
import { QrCanvas as Canvas, QrFailure } from './QrCanvas';
import { loadQrEncoder } from './qrLibs';

export interface QrCodeProps {
  /** Text encoded in the code (npub, lightning address, invoice…). */
  value: string;
  /** Width and height in px (default 256). */
  size?: number;
  /** Accessible name of the picture (default "QR code of {value}"). */
  label?: string;
  /** Shown (as an alert) when the code cannot be generated; without it the code is just left out. */
  failureText?: string;
}

type RenderState = 'loading' | 'ready' | 'failed';

/**
 * QR code of `value` (error correction level H, dark on white) on a canvas. The encoder loads lazily;
 * a generation failure is logged and the code left out, with `failureText` said in its place when given.
 */
export function QrCode({ value, size = 256, label, failureText }: QrCodeProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<RenderState>('loading');

  useEffect(() => {
    let cancelled = false;
    setState('loading');
    const draw = async () => {
      const encoder = await loadQrEncoder();
      if (cancelled || !canvas.current) return;
      paintQr(canvas.current, encoder.create(value, { errorCorrectionLevel: 'H' }).modules, size);
      setState('ready');
    };
    draw().catch((error: unknown) => {
      console.warn('QR code generation failed', error);
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
    };
  }, [value, size]);

  return (
    <>
      <Canvas
        ref={canvas}
        $size={size}
        width={size}
        height={size}
        role="img"
        aria-label={label ?? `QR code of ${value}`}
        aria-busy={state === 'loading' || undefined}
        aria-hidden={state === 'failed' || undefined}
        data-state={state}
      />
      {state === 'failed' && failureText && (
        <QrFailure role="alert" $size={size}>
          {failureText}
        </QrFailure>
      )}
    </>
  );
}
