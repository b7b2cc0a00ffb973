import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NoteMenuView } from './NoteMenuView';
import { useRebroadcast } from './useRebroadcast';

const meta = {
  title: 'Notes/NoteMenu',
  component: NoteMenuView,
  args: {
    isOwn: false,
    isZapReceipt: false,
    signedIn: true,
    rebroadcast: 'idle',
    onRequestDeletion: fn(),
    onMute: fn(),
    onReport: fn(),
    onRebroadcast: fn(),
    onRawData: fn(),
    onCopyLink: fn(),
    onZap: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', width: 320, minHeight: 260 }}><Story /></div>],
} satisfies Meta<typeof NoteMenuView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Note actions' }));
  const menu = canvas.getByRole('menu', { name: 'Note actions' });
  return { menu: within(menu), labels: within(menu).getAllByRole('menuitem').map((item) => item.textContent) };
}

export const OthersNote: Story = {
  play: async ({ canvasElement, args }) => {
    const { menu, labels } = await openMenu(canvasElement);
    await expect(labels).toEqual(['Zap', 'Mute', 'Report', 'Rebroadcast', 'Copy link', 'Raw data']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Report' }));
    await expect(args.onReport).toHaveBeenCalledOnce();
    await expect(within(canvasElement).queryByRole('menu')).toBeNull();
  },
};

export const OwnNote: Story = {
  args: { isOwn: true },
  play: async ({ canvasElement, args }) => {
    const { menu, labels } = await openMenu(canvasElement);
    await expect(labels).toEqual(['Request deletion', 'Rebroadcast', 'Copy link', 'Raw data']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Request deletion' }));
    await expect(args.onRequestDeletion).toHaveBeenCalledOnce();
  },
};

export const ZapReceipt: Story = {
  args: { isZapReceipt: true },
  play: async ({ canvasElement }) => {
    const { labels } = await openMenu(canvasElement);
    await expect(labels).toEqual(['Rebroadcast', 'Copy link', 'Raw data']);
  },
};

export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement, args }) => {
    const { menu, labels } = await openMenu(canvasElement);
    await expect(labels).toEqual(['Copy link', 'Raw data']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Raw data' }));
    await expect(args.onRawData).toHaveBeenCalledOnce();
  },
};

/** Copy link hands the note's public link (with relay hints) to the clipboard, and closes the menu. */
export const CopyLink: Story = {
  play: async ({ canvasElement, args }) => {
    const { menu } = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Copy link' }));
    await expect(args.onCopyLink).toHaveBeenCalledOnce();
    await expect(within(canvasElement).queryByRole('menu')).toBeNull();
  },
};

export const RebroadcastInProgress: Story = {
  args: { rebroadcast: 'progress' },
  play: async ({ canvasElement }) => {
    const { menu } = await openMenu(canvasElement);
    await expect(menu.getByRole('menuitem', { name: 'Rebroadcasting…' })).toBeDisabled();
  },
};

export const RebroadcastSucceeded: Story = {
  args: { rebroadcast: 'success' },
  play: async ({ canvasElement }) => {
    const { menu } = await openMenu(canvasElement);
    await expect(menu.getByRole('menuitem', { name: 'Rebroadcast ✓' })).toBeVisible();
  },
};

/** The real flow: progress while sending (400 ms here), success for 3 s, then back to 'Rebroadcast'. */
function RebroadcastFlow() {
  const [state, run] = useRebroadcast(() => new Promise((resolve) => setTimeout(resolve, 400)));
  return <NoteMenuView {...meta.args} rebroadcast={state} onRebroadcast={run} />;
}

export const RebroadcastFlowStory: Story = {
  name: 'Rebroadcast progress then success for 3 s',
  render: () => <RebroadcastFlow />,
  play: async ({ canvasElement }) => {
    const { menu } = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Rebroadcast' }));
    await expect(menu.getByRole('menuitem', { name: 'Rebroadcasting…' })).toBeDisabled();
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Rebroadcast ✓' })).toBeVisible());
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Rebroadcast' })).toBeEnabled(), { timeout: 4000 });
  },
};
