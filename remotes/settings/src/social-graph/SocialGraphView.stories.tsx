import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SocialGraphView } from './SocialGraphView';
import { NO_GRAPH_SERVICE } from './graph-service';
import { ME, emptyStats, graphStats, people, renderNamedPerson } from './graph-fixtures';

const meta = {
  title: 'Views/SocialGraphView',
  component: SocialGraphView,
  args: {
    me: ME,
    stats: graphStats,
    crawling: false,
    recrawling: false,
    onRecrawl: fn(),
    downloadUnavailable: null,
    downloading: false,
    onDownload: fn(),
    errors: [],
    muted: people(2),
    mutedBy: people(1, 2),
    renderPerson: renderNamedPerson,
  },
} satisfies Meta<typeof SocialGraphView>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, list: string, name: string) =>
  within(within(canvasElement).getByLabelText(list)).getByText(name).nextElementSibling?.textContent;

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Social graph' })).toBeVisible();
    await expect(figure(canvasElement, 'Graph totals', 'Users')).toBe('48,213');
    await expect(figure(canvasElement, 'Graph totals', 'Follows')).toBe('1,204,877');
    await expect(figure(canvasElement, 'Graph totals', 'Mutes')).toBe('3,120');
    await expect(figure(canvasElement, 'Users by follow distance', 'Distance 2')).toBe('21,400');
    await expect(figure(canvasElement, 'Users by follow distance', 'Distance 3+')).toBe('26,500');
    await expect(within(canvas.getByRole('list', { name: 'Muted users' })).getByText('Alice')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Muted by' })).getByText('Carol')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Recrawl' }));
    await expect(args.onRecrawl).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Download graph' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { me: undefined, stats: undefined, muted: undefined, mutedBy: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading the social graph' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Recrawl' })).toBeDisabled();
    await expect(canvas.getByRole('status', { name: 'Loading muted users' })).toBeVisible();
  },
};

export const Recrawling: Story = {
  args: { recrawling: true, crawling: true, stats: emptyStats },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Recrawling…' });
    await expect(button).toBeDisabled();
    await expect(figure(canvasElement, 'Graph totals', 'Users')).toBe('1');
  },
};

export const Crawling: Story = {
  args: { crawling: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fetching follow lists…')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Recrawl' })).toBeEnabled();
  },
};

export const NoGraphService: Story = {
  args: { downloadUnavailable: NO_GRAPH_SERVICE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Download graph' })).toBeDisabled();
    await expect(canvas.getByTestId('download-unavailable')).toHaveTextContent(NO_GRAPH_SERVICE);
  },
};

export const DownloadError: Story = {
  args: { errors: ['Social graph download failed: HTTP 503 Service Unavailable'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Social graph download failed: HTTP 503 Service Unavailable');
  },
};

export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Downloading…/ })).toBeDisabled();
  },
};

export const EmptyLists: Story = {
  args: { stats: emptyStats, muted: [], mutedBy: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have not muted anyone.')).toBeVisible();
    await expect(canvas.getByText('Nobody in your graph mutes you.')).toBeVisible();
    await expect(figure(canvasElement, 'Users by follow distance', 'Distance 3+')).toBe('0');
  },
};

export const SignedOut: Story = {
  args: { me: null, muted: [], mutedBy: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('signed-out')).toHaveTextContent('Sign in to see the users you mute and who mutes you.');
    await expect(canvas.queryByRole('heading', { name: 'Muted by' })).toBeNull();
    await expect(figure(canvasElement, 'Graph totals', 'Users')).toBe('48,213');
  },
};

export const ManyPeople: Story = {
  args: { muted: people(40), mutedBy: people(25, 40) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Muted users (40)' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Muted by' })).getAllByTestId('person-row')).toHaveLength(25);
    for (const row of canvas.getAllByTestId('person-row')) await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};
