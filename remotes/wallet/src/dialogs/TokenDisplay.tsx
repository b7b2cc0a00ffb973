import styled from '@emotion/styled';
import { QrCode } from '@app/ui/qr';
import { CopyButton } from '../ui/CopyButton';
import { TextArea } from '../ui/TextArea';
import { Actions, Stack } from './DialogLayout';

/** Tokens longer than this do not fit a readable QR code (level H); they are copied instead. */
export const TOKEN_QR_MAX = 1200;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  canvas {
    max-width: 100%;
    height: auto;
  }
`;

/** A token made by a send: its QR code (when it fits), the text to select, and Copy. */
export function TokenDisplay({ token }: { token: string }) {
  return (
    <Stack>
      {token.length <= TOKEN_QR_MAX && (
        <Centre>
          <QrCode value={token} size={240} label="QR code of the ecash token" />
        </Centre>
      )}
      <TextArea label="Ecash token" readOnly value={token} rows={4} onFocus={(event) => event.currentTarget.select()} />
      <Actions>
        <CopyButton text={token} label="token" autoFocus />
      </Actions>
    </Stack>
  );
}
