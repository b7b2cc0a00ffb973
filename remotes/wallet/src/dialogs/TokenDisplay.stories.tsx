import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { TOKEN } from '../stories/wallet-fixtures';
import { TOKEN_QR_MAX, TokenDisplay } from './TokenDisplay';

const meta = {
  title: 'Wallet/TokenDisplay',
  component: TokenDisplay,
  args: { token: TOKEN },
} satisfies Meta<typeof TokenDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Token: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'QR code of the ecash token' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Ecash token' })).toHaveValue(TOKEN);
    await expect(canvas.getByRole('button', { name: 'Copy token' })).toBeVisible();
  },
};

/** Too long for a readable QR code: copied instead. */
export const LongToken: Story = {
  args: { token: `cashuB${'x'.repeat(TOKEN_QR_MAX)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img', { name: 'QR code of the ecash token' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Copy token' })).toBeVisible();
  },
};
