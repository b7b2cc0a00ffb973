import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReactionPicker } from './ReactionPicker';

const meta = {
  title: 'Chat/ReactionPicker',
  component: ReactionPicker,
  decorators: [(Story) => <div style={{ padding: '64px 16px 16px 240px' }}>{Story()}</div>],
  args: { onReact: fn() },
} satisfies Meta<typeof ReactionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** React opens five reactions; one is chosen; Escape or a click elsewhere closes without choosing. */
export const ChooseAndClose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'React' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'React with ❤️' }));
    await expect(args.onReact).toHaveBeenCalledWith('❤️');
    await expect(canvas.queryByRole('group', { name: 'Choose a reaction' })).toBeNull();
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group', { name: 'Choose a reaction' })).toBeNull();
    await expect(args.onReact).toHaveBeenCalledTimes(1);
    await userEvent.click(toggle);
    await userEvent.click(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Choose a reaction' })).toBeNull();
  },
};
