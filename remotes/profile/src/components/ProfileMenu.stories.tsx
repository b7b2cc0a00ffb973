import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileMenu } from './ProfileMenu';

const viewAs = fn();
const copyNpub = fn();

const meta = {
  title: 'Profile/ProfileMenu',
  component: ProfileMenu,
  args: {
    items: [
      { label: 'View as', onSelect: viewAs },
      { label: 'Copy npub', onSelect: copyNpub },
      { label: 'Copy link', onSelect: fn() },
    ],
  },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: ↓ on the button opens with the first item focused, arrows move, Enter chooses, focus returns. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Profile menu' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'View as' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Copy npub' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(copyNpub).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** Escape closes the open menu and gives focus back to its button. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu' }));
    await expect(canvas.getByRole('menu', { name: 'Profile menu' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Profile menu' })).toHaveFocus();
  },
};

/** No items (a visitor on their own…): no button at all. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
