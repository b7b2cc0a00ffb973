import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AddMediaServer } from './AddMediaServerField';
import { MediaServersView } from './MediaServersView';
import { BLOSSOM_SERVER, NIP96_SERVER, manyLongServers, mediaServers } from './media-fixtures';

const meta = {
  title: 'Views/MediaServersView',
  component: MediaServersView,
  args: {
    servers: mediaServers,
    defaultUrl: BLOSSOM_SERVER.url,
    signedIn: true,
    onAdd: fn<AddMediaServer>(async () => undefined),
    onMakeDefault: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof MediaServersView>;

export default meta;
type Story = StoryObj<typeof meta>;

const urlField = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Server URL');
const rows = (canvasElement: HTMLElement) => within(canvasElement).getAllByTestId('media-server-row');

export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Media servers' })).toBeVisible();
    const [first, second] = rows(canvasElement);
    await expect(within(first).getByText(BLOSSOM_SERVER.url)).toBeVisible();
    await expect(within(first).getByText('Blossom')).toBeVisible();
    await expect(within(first).getByText('Default')).toBeVisible();
    await expect(within(first).queryByRole('button', { name: 'Make default' })).toBeNull();
    await expect(within(second).getByText('NIP-96')).toBeVisible();
    await userEvent.click(within(second).getByRole('button', { name: 'Make default' }));
    await expect(args.onMakeDefault).toHaveBeenCalledWith(NIP96_SERVER.url);
    await userEvent.click(within(second).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(NIP96_SERVER.url);
  },
};

export const AddSucceeds: Story = {
  play: async ({ canvasElement, args }) => {
    const input = urlField(canvasElement);
    await userEvent.type(input, 'blossom.new.example{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('blossom.new.example');
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const Detecting: Story = {
  args: { onAdd: fn<AddMediaServer>(() => new Promise(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(urlField(canvasElement), 'slow.example');
    await userEvent.click(canvas.getByRole('button', { name: /Add/ }));
    await expect(await canvas.findByText('Detecting the server’s protocol…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Add/ })).toBeDisabled();
    await expect(urlField(canvasElement)).toHaveValue('slow.example');
  },
};

export const AddRejected: Story = {
  args: { onAdd: fn<AddMediaServer>(async () => Promise.reject(new Error('Could not reach down.example'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(urlField(canvasElement), 'down.example{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not reach down.example');
    await expect(urlField(canvasElement)).toHaveValue('down.example');
    await expect(urlField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const PublishError: Story = {
  args: { error: 'Could not publish your media server list: no relay accepted it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not publish your media server list: no relay accepted it');
  },
};

export const Empty: Story = {
  args: { servers: [], defaultUrl: null, signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No media servers')).toBeVisible();
    await expect(canvas.getByTestId('media-servers-hint')).toHaveTextContent('sign in to publish it');
    await expect(canvas.getByLabelText('Server URL')).toBeVisible();
  },
};

export const ManyLongUrls: Story = {
  args: { servers: manyLongServers, defaultUrl: manyLongServers[3].url },
  play: async ({ canvasElement }) => {
    const all = rows(canvasElement);
    await expect(all).toHaveLength(20);
    await expect(all.filter((row) => row.dataset.default)).toHaveLength(1);
    for (const row of all) await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};
