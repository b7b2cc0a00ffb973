import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OFFLINE_TEXT, OfflineBannerView } from './OfflineBanner';
import { UPDATE_TEXT, UpdateButtonView } from './UpdateButton';

/** The app's update button and offline indicator. */
const meta = {
  title: 'Shell/PWA',
  component: UpdateButtonView,
  args: { reason: 'worker', onRefresh: fn() },
} satisfies Meta<typeof UpdateButtonView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new version of the app waits: one click refreshes. */
export const UpdateAvailable: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: UPDATE_TEXT }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** A remote was deployed anew while the page was open. */
export const RemoteDeployed: Story = {
  args: { reason: 'remote' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: UPDATE_TEXT })).toHaveAttribute('data-update-reason', 'remote');
  },
};

/** Nothing to update: nothing shown (the page behind stays visible). */
export const UpToDate: Story = {
  args: { reason: null },
  decorators: [(Story) => (<><p>The page.</p><Story /></>)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Offline: the status line says what the user sees. */
export const Offline: Story = {
  render: () => <OfflineBannerView online={false} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
  },
};

/** Online: no indicator. */
export const Online: Story = {
  render: () => (
    <>
      <p>The page.</p>
      <OfflineBannerView online />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
