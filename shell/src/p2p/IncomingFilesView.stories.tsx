import { withCaption } from '../../../storybook/preset/renders-nothing';
import type { Meta, StoryObj } from '@storybook/react';
import type { FileTransfer } from '@app/core/p2p';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IncomingFilesView } from './IncomingFilesView';

const MIB = 1024 * 1024;
const incoming = (over: Partial<FileTransfer>): FileTransfer => ({
  key: 'incoming:a1a1a1a1:0f3c2a:1',
  direction: 'incoming',
  peer: 'a1a1a1a1:0f3c2a',
  name: 'holiday.jpg',
  size: 5 * MIB,
  done: 0,
  status: 'receiving',
  ...over,
});
const received = (name: string, text: string) => incoming({ name, size: text.length, done: text.length, status: 'received', file: new Blob([text], { type: 'application/octet-stream' }) });

/** Spec 3 §4 'File transfer': files peers send, on every page, with their progress and then a download link. */
const meta = {
  title: 'Shell/IncomingFiles',
  component: IncomingFilesView,
  args: { files: [], onDismiss: fn() },
} satisfies Meta<typeof IncomingFilesView>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Incoming files' });

/** No file on its way: nothing shows. */
export const Idle: Story = {
  decorators: [withCaption('Nothing incoming: the panel is hidden.')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Incoming files' })).toBeNull();
  },
};

export const ReceivingWithProgress: Story = {
  args: { files: [incoming({ done: 2 * MIB })] },
  play: async ({ canvasElement }) => {
    const shown = within(panel(canvasElement));
    await expect(shown.getByText('Receiving holiday.jpg')).toBeVisible();
    await expect(shown.getByText('2.0 MB of 5.0 MB · from a1a1a1a1:0f3c2a')).toBeVisible();
    await expect(shown.getByRole('progressbar', { name: 'Receiving holiday.jpg' })).toHaveAttribute('value', '40');
  },
};

/** Complete: a download link named after the file, with its size; the bytes behind it are the file's. */
export const ReceivedWithDownload: Story = {
  args: { files: [received('notes.txt', 'hello from a peer')] },
  play: async ({ canvasElement, args }) => {
    const shown = within(panel(canvasElement));
    const link = await shown.findByRole('link', { name: 'Download notes.txt' });
    await expect(link).toHaveAttribute('download', 'notes.txt');
    await expect(link.getAttribute('href')).toMatch(/^blob:/);
    await expect(await (await fetch(link.getAttribute('href')!)).text()).toBe('hello from a peer');
    await expect(shown.getByText('17 B')).toBeVisible();
    await userEvent.click(shown.getByRole('button', { name: 'Dismiss notes.txt' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('incoming:a1a1a1a1:0f3c2a:1');
  },
};

/** The peer left mid-file, or sent more than it announced. */
export const Failed: Story = {
  args: { files: [incoming({ status: 'failed', done: MIB })] },
  play: async ({ canvasElement }) => {
    await expect(within(panel(canvasElement)).getByText('holiday.jpg could not be received')).toBeVisible();
  },
};

/** A hostile name is text; the saved name is its last path segment, without control or bidi characters. */
export const LongHostileName: Story = {
  args: { files: [received(`..\\..\\<b>bold</b>\u202Egpj.exe\u0007 ${'a-very-long-file-name-'.repeat(10)}`, 'x')] },
  play: async ({ canvasElement }) => {
    const link = await within(panel(canvasElement)).findByRole('link', { name: /^Download / });
    await expect(panel(canvasElement).querySelector('b')).toBeNull();
    const saved = link.getAttribute('download') ?? '';
    await expect(saved).not.toMatch(/[/\\\u0000-\u001f\u202a-\u202e]/);
    // Its last path segment only ('</b>' ends a segment too).
    await expect(saved.startsWith('b>gpj.exe a-very-long-file-name-')).toBe(true);
    await expect(panel(canvasElement).scrollWidth).toBeLessThanOrEqual(panel(canvasElement).clientWidth + 1);
  },
};
