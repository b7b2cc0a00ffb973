import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen } from 'storybook/test';
import { FormError } from './FormError';

const meta = { title: 'Primitives/FormError', component: FormError } satisfies Meta<typeof FormError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InvalidKey: Story = {
  args: { children: 'Invalid private key provided.' },
  play: async () => {
    const alert = screen.getByRole('alert');
    await expect(alert).toHaveTextContent('Invalid private key provided.');
    await expect(getComputedStyle(alert).color).toBe('rgb(240, 97, 109)');
  },
};

export const LongMessage: Story = {
  args: { children: `Could not reach wss://${'very-long-relay-name.'.repeat(8)}example: the connection was refused.` },
  play: async () => {
    const alert = screen.getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth + 1);
  },
};

export const Empty: Story = {
  args: { children: '' },
  play: async () => {
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};
