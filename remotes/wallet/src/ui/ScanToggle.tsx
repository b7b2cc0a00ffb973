import { useState } from 'react';
import { Button, lazyComponent } from '@app/ui';
import type { QrScannerProps } from '@app/ui/qr';

/** The camera scanner of @app/ui/qr, whose code (and the QR entry) loads when scanning starts. */
export const LazyQrScanner = lazyComponent<QrScannerProps>(() => import('@app/ui/qr').then((module) => module.QrScanner));

export interface ScanToggleProps {
  /** What is scanned, e.g. 'invoice': the button reads 'Scan invoice QR'. */
  what: string;
  onRead(text: string): void;
}

/** A 'Scan … QR' button that shows the camera below it until a code is read or scanning is stopped. */
export function ScanToggle({ what, onRead }: ScanToggleProps) {
  const [scanning, setScanning] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-pressed={scanning} onClick={() => setScanning((on) => !on)}>
        {scanning ? 'Stop scanning' : `Scan ${what} QR`}
      </Button>
      {scanning && (
        <LazyQrScanner
          onRead={(text) => {
            setScanning(false);
            onRead(text);
          }}
        />
      )}
    </>
  );
}
