import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { STORAGE_NOTICE_TEXTS, StorageNoticeView } from './StorageNotice';

/** The notice shown while the session runs from memory (no storage, or a full one). */
const meta = {
  title: 'Shell/StorageNotice',
  component: StorageNoticeView,
  args: { problem: 'unavailable' },
} satisfies Meta<typeof StorageNoticeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No storage at all (private mode): the session is kept in memory, and the user is told. */
export const Unavailable: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(STORAGE_NOTICE_TEXTS.unavailable);
  },
};

/** The storage filled up: what follows is kept in memory. */
export const Full: Story = {
  args: { problem: 'quota' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(STORAGE_NOTICE_TEXTS.quota);
  },
};

/** Storage works: no notice (the page behind stays as it is). */
export const Persistent: Story = {
  args: { problem: null },
  decorators: [(Story) => (<><p>The page.</p><Story /></>)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
