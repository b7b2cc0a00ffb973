import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddRelayField, type AddRelay } from './AddRelayField';

const meta = {
  title: 'Components/AddRelayField',
  component: AddRelayField,
  args: { onAdd: fn<AddRelay>((input) => ({ ok: true, url: `wss://${input.trim()}/` })) },
} satisfies Meta<typeof AddRelayField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterAdds: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Add relay');
    await userEvent.type(input, 'relay.example.com{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('relay.example.com');
    await expect(input).toHaveValue('');
  },
};

export const ButtonAdds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Add relay'), 'wss://nos.example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.onAdd).toHaveBeenCalledWith('wss://nos.example.org');
  },
};

export const BlankIsIgnored: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByLabelText('Add relay'), '   {Enter}');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Rejected: Story = {
  args: { onAdd: fn<AddRelay>(() => ({ ok: false, error: 'Invalid relay URL' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Add relay');
    await userEvent.type(input, 'not a relay{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid relay URL');
    await expect(input).toHaveValue('not a relay');
    await userEvent.type(input, '{Escape}');
    await expect(input).toHaveValue('');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
