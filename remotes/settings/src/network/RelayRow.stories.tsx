import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RelayRow } from './RelayRow';
import { CONNECTED, DISABLED, DOT_COLOURS, UNREACHABLE, manyLongRelays } from '../stories/fixtures';

const meta = {
  title: 'Components/RelayRow',
  component: RelayRow,
  args: { config: { url: CONNECTED, disabled: false }, state: 'connected', onToggle: fn(), onRemove: fn(), onSetRole: fn() },
  decorators: [(Story) => <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 680 }}>{Story()}</ul>],
} satisfies Meta<typeof RelayRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const dotColour = (row: HTMLElement) => getComputedStyle(within(row).getByRole('img')).backgroundColor;

export const Connected: Story = {
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement).getByTestId('relay-row');
    await expect(row).toHaveAttribute('data-state', 'connected');
    await expect(dotColour(row)).toBe(DOT_COLOURS.connected);
    await expect(within(row).getByLabelText(`Enable ${CONNECTED}`)).toBeChecked();
    await userEvent.click(within(row).getByLabelText(`Enable ${CONNECTED}`));
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const ReadWriteRoles: Story = {
  args: { config: { url: CONNECTED, disabled: false, write: false } },
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement).getByTestId('relay-row');
    await expect(within(row).getByLabelText(`Read ${CONNECTED}`)).toBeChecked();
    await expect(within(row).getByLabelText(`Write ${CONNECTED}`)).not.toBeChecked();
    await userEvent.click(within(row).getByLabelText(`Write ${CONNECTED}`));
    await expect(args.onSetRole).toHaveBeenCalledWith('write', true);
    await userEvent.click(within(row).getByLabelText(`Read ${CONNECTED}`));
    await expect(args.onSetRole).toHaveBeenCalledWith('read', false);
  },
};

export const LinksToRelayPage: Story = {
  args: { config: { url: 'ws://127.0.0.1:7777/', disabled: false } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'ws://127.0.0.1:7777/' });
    await expect(link).toHaveAttribute('href', '/relay/127.0.0.1%3A7777');
  },
};

export const NotConnected: Story = {
  args: { config: { url: UNREACHABLE, disabled: false }, state: 'not-connected' },
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement).getByTestId('relay-row');
    await expect(row).toHaveAttribute('data-state', 'not-connected');
    await expect(dotColour(row)).toBe(DOT_COLOURS['not-connected']);
    await userEvent.click(within(row).getByRole('button', { name: `Remove ${UNREACHABLE}` }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { config: { url: DISABLED, disabled: true }, state: 'disabled' },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('relay-row');
    await expect(row).toHaveAttribute('data-state', 'disabled');
    await expect(dotColour(row)).toBe(DOT_COLOURS.disabled);
    await expect(within(row).getByRole('img', { name: 'disabled' })).toBeVisible();
    await expect(within(row).getByLabelText(`Enable ${DISABLED}`)).not.toBeChecked();
  },
};

export const LongUrl: Story = {
  args: { config: manyLongRelays[0], state: 'connected' },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('relay-row');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    await expect(within(row).getByRole('button', { name: /^Remove / })).toBeVisible();
  },
};

export const Misbehaving: Story = {
  args: {
    config: { url: UNREACHABLE, disabled: false },
    state: 'not-connected',
    misbehaving: `Relay ${UNREACHABLE} sent 501 invalid frames in 10 s`,
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('relay-row');
    await expect(row).toHaveAttribute('data-misbehaving', 'true');
    await expect(within(row).getByText('Misbehaving: sent 501 invalid frames in 10 s')).toBeVisible();
    await expect(dotColour(row)).toBe(DOT_COLOURS['not-connected']);
  },
};
