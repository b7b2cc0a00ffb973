import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { WalletProvider } from '../wallet-port/wallet-port';
import { ProviderSwitcher, WEBLN_MISSING, type ProviderSwitcherProps } from './ProviderSwitcher';

/** The switcher with its choice kept, as the wallet keeps it. */
function Switcher(props: ProviderSwitcherProps) {
  const [provider, setProvider] = useState<WalletProvider>(props.provider);
  return (
    <ProviderSwitcher
      {...props}
      provider={provider}
      onChange={(next) => {
        setProvider(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Wallet/ProviderSwitcher',
  component: ProviderSwitcher,
  render: (args) => <Switcher {...args} />,
  args: { provider: 'cashu', weblnAvailable: false, onChange: fn() },
} satisfies Meta<typeof ProviderSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ecash: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Wallet provider' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(4);
    await expect(canvas.getByRole('radio', { name: /Ecash \(Cashu\)/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /Nostr Wallet Connect/ }));
    await expect(args.onChange).toHaveBeenCalledWith('nwc');
    await expect(canvas.getByRole('radio', { name: /Nostr Wallet Connect/ })).toBeChecked();
  },
};

/** The browser wallet chosen without an extension: spec 2's text. */
export const WeblnMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /Browser wallet \(WebLN\)/ }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(WEBLN_MISSING);
  },
};

export const WeblnPresent: Story = {
  args: { provider: 'native', weblnAvailable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Browser wallet \(WebLN\)/ })).toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { provider: 'disabled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /Disabled/ })).toBeChecked();
  },
};
