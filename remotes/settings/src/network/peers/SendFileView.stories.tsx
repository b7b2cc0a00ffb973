import type { Meta, StoryObj } from '@storybook/react';
import type { FileTransfer } from '@app/core/p2p';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SendFileView } from './SendFileView';

const MIB = 1024 * 1024;
const transfer = (over: Partial<FileTransfer>): FileTransfer => ({
  key: 'outgoing:b2b2b2b2:7d1e0c:1',
  direction: 'outgoing',
  peer: 'b2b2b2b2:7d1e0c',
  name: 'report.pdf',
  size: 5 * MIB,
  done: 0,
  status: 'waiting',
  ...over,
});

/** Spec 3 §4 'File transfer': the 'Send file' button of a connected peer's row, and how the latest file went. */
const meta = {
  title: 'Components/SendFileView',
  component: SendFileView,
  args: { transfer: null, onPick: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 680, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof SendFileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing sent yet: the button opens the (hidden) file picker; the picked file is handed on. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send file' })).toBeEnabled();
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    await userEvent.upload(canvas.getByLabelText('File to send'), file);
    await expect(args.onPick).toHaveBeenCalledWith(file);
  },
};

export const WaitingForAnswer: Story = {
  args: { transfer: transfer({ status: 'waiting' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Waiting for the peer to accept report.pdf')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send file' })).toBeDisabled();
  },
};

/** While chunks go out: the share sent so far, and no second file until this one ends. */
export const SendingWithProgress: Story = {
  args: { transfer: transfer({ status: 'sending', done: 2 * MIB }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sending report.pdf: 40%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Sending report.pdf' })).toHaveAttribute('value', '40');
    await expect(canvas.getByRole('button', { name: 'Send file' })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: { transfer: transfer({ status: 'sent', done: 5 * MIB }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sent report.pdf (5.0 MB)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send file' })).toBeEnabled();
  },
};

/** The peer has 'Receive files' off (or its browser declined): said plainly, and another file may be tried. */
export const Rejected: Story = {
  args: { transfer: transfer({ status: 'rejected' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The peer declined report.pdf')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send file' })).toBeEnabled();
  },
};

export const Failed: Story = {
  args: { transfer: transfer({ status: 'failed', done: MIB }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('report.pdf could not be sent')).toBeVisible();
  },
};

/** A long name with markup and a bidi override is text, wrapped inside the row, never markup. */
export const LongHostileName: Story = {
  args: { transfer: transfer({ status: 'sending', done: MIB, name: `<img src=x onerror=alert(1)>\u202Efdp.exe ${'very-long-name-'.repeat(12)}` }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement).toHaveTextContent('<img src=x onerror=alert(1)>');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
