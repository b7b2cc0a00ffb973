import styled from '@emotion/styled';
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@app/ui';
import { Modal } from '@app/ui';
import { decodeQrImageFile } from './decodeQr';
import { QrCode } from './QrCode';
import { QrScanner } from './QrScanner';
import { qrTarget } from './qrTarget';
import { useCopyFlag } from '@app/ui';
import { NO_QR_IN_IMAGE, UNRECOGNISED_QR } from './qrMessages';

export { NO_QR_IN_IMAGE, UNRECOGNISED_QR };

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.spacing.lg}px;
`;

const Value = styled.code`
  max-width: 100%;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
  text-align: center;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.spacing.sm}px;
`;

/** A file input dressed as a secondary button. */
const FilePick = styled.label`
  display: inline-flex;
  align-items: center;
  padding: 8px 16px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  font-weight: 600;
  border-radius: ${(p) => p.theme.radius.md}px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surfaceRaised};
  cursor: pointer;
  &:focus-within {
    outline: 2px solid ${(p) => p.theme.colors.accent};
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.error};
`;

export interface QrModalProps {
  /** Text shown as a QR code: an npub or a lightning address. */
  value: string;
  /** Dialog title (default "QR code"). */
  label?: string;
  onClose(): void;
}

/**
 * QR code of a public key or lightning address with Copy, plus a scanner (camera, or a picture as fallback)
 * that opens what it reads in the app and closes the modal.
 */
export function QrModal({ value, label = 'QR code', onClose }: QrModalProps) {
  const navigate = useNavigate();
  const { copied, copy } = useCopyFlag();
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const open = (text: string) => {
    const target = qrTarget(text);
    if (!target) {
      setScanning(false);
      setProblem(UNRECOGNISED_QR);
      return;
    }
    navigate(target.path, target.state ? { state: target.state } : undefined);
    onClose();
  };

  const onImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    const text = await decodeQrImageFile(file);
    if (text) open(text);
    else setProblem(NO_QR_IN_IMAGE);
  };

  const toggleScan = () => {
    setProblem(null);
    setScanning((on) => !on);
  };

  return (
    <Modal title={label} onClose={onClose}>
      <Body>
        {scanning ? <QrScanner onRead={open} /> : <QrCode value={value} />}
        <Value>{value}</Value>
        <Actions>
          <Button variant="secondary" onClick={() => copy(value)}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button variant="secondary" onClick={toggleScan}>
            {scanning ? 'Stop scanning' : 'Scan QR'}
          </Button>
          <FilePick>
            Scan from image
            <input type="file" accept="image/*" onChange={onImage} />
          </FilePick>
        </Actions>
        {problem && <Problem role="alert">{problem}</Problem>}
      </Body>
    </Modal>
  );
}
