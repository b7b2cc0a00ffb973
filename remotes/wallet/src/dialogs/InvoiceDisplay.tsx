import styled from '@emotion/styled';
import { QrCode } from '@app/ui/qr';
import { lightningLink } from '../format/invoice-text';
import { CopyButton } from '../ui/CopyButton';
import { Actions, Stack } from './DialogLayout';

const Code = styled.code`
  display: block;
  max-height: 4.5em;
  overflow: hidden;
  font-size: ${(p) => p.theme.fontSizes.xs}px;
  color: ${(p) => p.theme.colors.muted};
  overflow-wrap: anywhere;
  text-align: center;
`;

const OpenLink = styled.a`
  display: inline-flex;
  align-items: center;
  padding: 8px 16px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.accentText};
  background: ${(p) => p.theme.colors.accentStrong};
  border-radius: ${(p) => p.theme.radius.md}px;
  &:hover {
    text-decoration: none;
    filter: brightness(1.15);
  }
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  canvas {
    max-width: 100%;
    height: auto;
  }
`;

export interface InvoiceDisplayProps {
  invoice: string;
  /** Said in place of the QR code when it cannot be drawn (else it is just left out). */
  qrFailureText?: string;
}

/** An invoice to pay: its QR code, the text, Copy, and 'Open in wallet' (a lightning: link). */
export function InvoiceDisplay({ invoice, qrFailureText }: InvoiceDisplayProps) {
  return (
    <Stack>
      <Centre>
        <QrCode value={lightningLink(invoice).toUpperCase()} size={240} label="QR code of the invoice" failureText={qrFailureText} />
      </Centre>
      <Code>{invoice}</Code>
      <Actions>
        <CopyButton text={invoice} label="invoice" />
        <OpenLink href={lightningLink(invoice)}>Open in wallet</OpenLink>
      </Actions>
    </Stack>
  );
}
