import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { expect, fn, screen, spyOn, userEvent, waitFor } from 'storybook/test';
import { Button } from '@app/ui';
import { ALICE_NPUB } from '../testing/fixtures';
import { COPIED_FLAG_MS } from '@app/ui';
import { QrModal, type QrModalProps } from './QrModal';
import { fakeCameraStream, qrPngFile, qrVersionFor, readCanvasQr, replaceNavigatorProperty } from './storyHelpers';

const BOB_NPUB = 'npub180cvv07tjdrrgpa0j7j7tmnyl2yr6yr7l8j4s3evf6u64th6gkwsyjh6w6';
const INVOICE =
  'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu';
const LONG_ADDRESS = 'a-very-long-lightning-address-name-for-testing@wallet.subdomain.example-provider.com';

/** The modal over a page that shows where the router is, so navigation is visible. */
function QrModalDemo(props: QrModalProps) {
  const location = useLocation();
  const [open, setOpen] = useState(true);
  const close = () => {
    props.onClose();
    setOpen(false);
  };
  return (
    <div style={{ padding: 16 }}>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <p data-testid="location-state">{JSON.stringify(location.state)}</p>
      {open ? <QrModal {...props} onClose={close} /> : <Button onClick={() => setOpen(true)}>Show QR</Button>}
    </div>
  );
}

const meta = {
  title: 'Nostr/QrModal',
  component: QrModal,
  render: (args) => <QrModalDemo {...args} />,
  args: { value: ALICE_NPUB, label: 'alice', onClose: fn() },
} satisfies Meta<typeof QrModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function renderedQr(): Promise<HTMLCanvasElement> {
  const canvas = await screen.findByRole('img', { name: /^QR code of / });
  await waitFor(() => expect(canvas).toHaveAttribute('data-state', 'ready'));
  return canvas as HTMLCanvasElement;
}

export const PublicKey: Story = {
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'alice' });
    await expect(dialog).toBeVisible();
    const canvas = await renderedQr();
    await expect([canvas.width, canvas.height, canvas.getBoundingClientRect().width]).toEqual([256, 256, 256]);
    const decoded = await readCanvasQr(canvas);
    await expect(decoded?.text).toBe(ALICE_NPUB);
    // Error correction H makes a bigger code than M for the same text: the decoded size proves the level.
    await expect(decoded?.version).toBe(await qrVersionFor(ALICE_NPUB, 'H'));
    await expect(decoded?.version).toBeGreaterThan(await qrVersionFor(ALICE_NPUB, 'M'));
    await expect(screen.getByText(ALICE_NPUB)).toBeVisible();
  },
};

const writeText = fn(async (_text: string) => {});

export const CopyConfirmation: Story = {
  beforeEach: () => {
    writeText.mockClear();
    return replaceNavigatorProperty('clipboard', { writeText });
  },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await expect(writeText).toHaveBeenCalledWith(ALICE_NPUB);
    await expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, COPIED_FLAG_MS - 500));
    await expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible(), { timeout: 1500 });
  },
};

export const LongLightningAddress: Story = {
  args: { value: LONG_ADDRESS, label: 'Lightning address' },
  play: async () => {
    await expect((await readCanvasQr(await renderedQr()))?.text).toBe(LONG_ADDRESS);
    const text = screen.getByText(LONG_ADDRESS);
    await expect(text).toBeVisible();
    await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(
      screen.getByRole('dialog').getBoundingClientRect().right,
    );
  },
};

export const CameraPermissionDenied: Story = {
  beforeEach: () =>
    replaceNavigatorProperty('mediaDevices', {
      getUserMedia: fn(async () => {
        throw new DOMException('Permission denied', 'NotAllowedError');
      }),
    }),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Scan QR' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Camera permission denied');
    await userEvent.click(screen.getByRole('button', { name: 'Stop scanning' }));
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(await renderedQr()).toBeVisible();
  },
};

const camera: { stream?: MediaStream } = {};

export const CameraScanOpensProfile: Story = {
  beforeEach: async () => {
    camera.stream = await fakeCameraStream(`nostr:${BOB_NPUB}`);
    return replaceNavigatorProperty('mediaDevices', { getUserMedia: fn(async () => camera.stream) });
  },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Scan QR' }));
    await expect(await screen.findByLabelText('Camera view')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/${BOB_NPUB}`), { timeout: 5000 });
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(camera.stream!.getVideoTracks().map((track) => track.readyState)).toEqual(['ended']);
  },
};

export const ScanInvoiceFromImage: Story = {
  play: async () => {
    await userEvent.upload(screen.getByLabelText('Scan from image'), await qrPngFile(`lightning:${INVOICE}`));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/wallet$/));
    await expect(screen.getByTestId('location-state')).toHaveTextContent(JSON.stringify({ invoice: INVOICE }));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const UnrecognisedImage: Story = {
  play: async ({ args }) => {
    await userEvent.upload(screen.getByLabelText('Scan from image'), await qrPngFile('hello world'));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Unrecognised QR code');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const ImageWithoutQr: Story = {
  play: async () => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 200;
    const blank = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    await userEvent.upload(screen.getByLabelText('Scan from image'), new File([blank!], 'blank.png', { type: 'image/png' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('No QR code found in the image');
  },
};

export const TooLongForAQrCode: Story = {
  args: { value: 'x'.repeat(4000), label: 'Too long' },
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  },
  play: async () => {
    const canvas = screen.getByRole('img', { hidden: true, name: /^QR code of / });
    await waitFor(() => expect(canvas).toHaveAttribute('data-state', 'failed'));
    await expect(canvas).not.toBeVisible();
    await expect(console.warn).toHaveBeenCalledWith('QR code generation failed', expect.any(Error));
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
  },
};
