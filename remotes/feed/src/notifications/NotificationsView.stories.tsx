import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notePath } from '@app/core';
import { longGroups, manyGroups, mixedGroups, myNote, myNotes, strangerGroups } from './notificationFixtures';
import { NotificationList, NotificationsView } from './NotificationsView';

const meta = {
  title: 'Views/NotificationsView',
  component: NotificationsView,
  args: { loggedIn: true, groups: mixedGroups, notes: myNotes, previousSeenAt: Math.floor(Date.now() / 1000) },
  // The rows' code (a lazy chunk) is in before the story renders, not raced by the play functions' waits.
  loaders: [
    async () => {
      await NotificationList.preload();
    },
  ],
} satisfies Meta<typeof NotificationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) => within(canvasElement).queryAllByTestId('notification-row');

export const Loading: Story = {
  args: { groups: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading notifications' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No notifications yet')).toBeVisible();
  },
};

export const LoggedOut: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sign in to see your notifications')).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(0);
  },
};

/** Every kind: names (3 then +N), labels, the zapped amount, and the note excerpt linking to it. */
export const EveryKind: Story = {
  play: async ({ canvasElement }) => {
    const [likes, zap, reply, repost, mention] = rows(canvasElement);
    await expect(likes).toHaveTextContent('Alice Liddell, Bob the Relay Operator, <img src=x onerror=alert(1)>Mallory +2 liked your post');
    await expect(within(likes).getAllByTestId('avatar')).toHaveLength(3);
    const excerpt = within(likes).getByRole('link', { name: myNote.content });
    await expect(excerpt).toHaveAttribute('href', notePath(myNote.id));
    await expect(zap).toHaveTextContent('Bob the Relay Operator zapped 2,100 bits');
    await expect(reply).toHaveTextContent('Alice Liddell replied');
    await expect(within(reply).getByRole('link', { name: 'Which relay software did you use?' })).toBeVisible();
    await expect(repost).toHaveTextContent('reposted your post');
    await expect(mention).toHaveTextContent('Bob the Relay Operator mentioned you');
    await expect(rows(canvasElement)[5]).toHaveTextContent('What is your favourite Nostr client feature?');
    const drawnIcon = (row: HTMLElement) => row.querySelector('[data-icon]:has(svg)')?.getAttribute('data-icon');
    await expect([likes, zap, reply, repost].map((row) => drawnIcon(row!))).toEqual(['heart', 'zap', 'reply', 'repost']);
    await expect(drawnIcon(mention!)).toBeUndefined();
  },
};

/** 10 rows first; 'Load more' adds the remaining 4 and goes away. */
export const ManyGroups: Story = {
  args: { groups: manyGroups },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rows(canvasElement)).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(rows(canvasElement)).toHaveLength(14);
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** Rows newer than the previous seen-at (20 minutes ago) are highlighted, here for 1.5 s instead of 10. */
export const Highlighted: Story = {
  // The window's end is covered with fake timers in useHighlightWindow.test.tsx; here it stays long.
  args: { previousSeenAt: Math.floor(Date.now() / 1000) - 20 * 60, highlightMs: 60_000 },
  play: async ({ canvasElement }) => {
    const highlighted = () => rows(canvasElement).filter((row) => row.dataset.highlighted === 'true');
    await waitFor(() => expect(highlighted()).toHaveLength(2)); // the window opens in an effect after the first paint
    await expect(highlighted()[1]).toHaveTextContent('zapped');
    await expect(rows(canvasElement)[2]).not.toHaveAttribute('data-highlighted');
  },
};

/** A long reply is cut with '…'; markup in content is shown as text. */
export const LongContent: Story = {
  args: { groups: longGroups },
  play: async ({ canvasElement }) => {
    const [long, hostile] = rows(canvasElement);
    await expect(within(long).getByText(/Paragraph 1:/)).toHaveTextContent(/…$/);
    await expect(hostile.querySelector('script, svg, iframe, img[src="x"]')).toBeNull();
    await expect(hostile).toHaveTextContent('javascript:alert(1)');
  },
};

/** A new account: nothing from its network yet, but strangers answered; the line shows them on demand, as text. */
export const OutsideNetwork: Story = {
  args: { groups: [], outsideNetwork: strangerGroups },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No notifications yet')).toBeVisible();
    await expect(canvas.getByText('2 replies and 1 mention from people outside your network')).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    const list = await canvas.findByRole('list', { name: 'Outside your network' });
    await expect(within(list).getAllByTestId('notification-row')).toHaveLength(2);
    await expect(list).toHaveTextContent('Look at this [quoted note]');
    await expect(list).not.toHaveTextContent('nevent1');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await expect(canvas.queryByRole('list', { name: 'Outside your network' })).toBeNull();
  },
};

/** With a network: the list as usual, the line above it. */
export const OutsideNetworkWithList: Story = {
  args: { outsideNetwork: strangerGroups.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 replies from people outside your network')).toBeVisible();
    await expect(rows(canvasElement).length).toBeGreaterThan(0);
  },
};
