import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { SettingsIndex } from './SettingsIndex';

const meta = {
  title: 'Pages/SettingsIndex',
  component: SettingsIndex,
} satisfies Meta<typeof SettingsIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

const SECTIONS: [string, string][] = [
  ['Appearance', '/settings/appearance'],
  ['Content', '/settings/content'],
  ['Image proxy', '/settings/imgproxy'],
  ['Notifications', '/settings/notifications'],
  ['Network', '/settings/network'],
  ['Peer-to-peer', '/settings/p2p'],
  ['Media servers', '/settings/media'],
  ['Account and keys', '/settings/account'],
  ['Social graph', '/settings/social-graph'],
  ['Profile', '/settings/profile'],
  ['Desktop', '/settings/desktop'],
  ['Debug', '/settings/debug'],
  ['Legal', '/settings/legal'],
];

const search = (canvasElement: HTMLElement) => within(canvasElement).getByRole('searchbox', { name: 'Search settings' });

export const Sections: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Settings sections' }));
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SECTIONS);
  },
};

export const SearchAutoplay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(search(canvasElement), 'autoplay');
    const results = within(await canvas.findByRole('list', { name: 'Matching settings' }));
    await expect(results.getByRole('link', { name: 'Autoplay videos' })).toHaveAttribute('href', '/settings/content');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 setting found');
    await expect(canvas.queryByRole('navigation', { name: 'Settings sections' })).toBeNull();
  },
};

export const SearchBlur: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(search(canvasElement), 'blur');
    const results = within(await within(canvasElement).findByRole('list', { name: 'Matching settings' }));
    await expect(results.getByRole('link', { name: 'Blur sensitive media' })).toHaveAttribute('href', '/settings/content');
  },
};

export const SearchRelay: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(search(canvasElement), 'relay');
    const results = within(await within(canvasElement).findByRole('list', { name: 'Matching settings' }));
    for (const name of ['Relays', 'Add relay', 'Connect to my relays']) {
      await expect(results.getByRole('link', { name })).toHaveAttribute('href', '/settings/network');
    }
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(search(canvasElement), 'qwertyuiop');
    await expect(await canvas.findByRole('status')).toHaveTextContent('No settings match "qwertyuiop"');
    await expect(canvas.queryByRole('list', { name: 'Matching settings' })).toBeNull();
  },
};

export const EscapeClearsTheSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(search(canvasElement), 'zaps');
    await canvas.findByRole('list', { name: 'Matching settings' });
    await userEvent.keyboard('{Escape}');
    await expect(search(canvasElement)).toHaveValue('');
    await expect(await canvas.findByRole('navigation', { name: 'Settings sections' })).toBeVisible();
  },
};

export const KeyboardReachesResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(search(canvasElement)).toHaveFocus();
    await userEvent.keyboard('muted');
    const results = within(await canvas.findByRole('list', { name: 'Matching settings' }));
    await userEvent.tab();
    await expect(results.getAllByRole('link')[0]).toHaveFocus();
    await expect(results.getByRole('link', { name: 'Muted by' })).toHaveAttribute('href', '/settings/social-graph');
  },
};

export const LongQuery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(search(canvasElement), 'x'.repeat(120));
    await expect(await canvas.findByRole('status')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
