import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { alice, hostileArticle, longArticle, relayArticle, untitledArticle } from '../stories/fixtures';
import { ArticleView } from './ArticleView';

const meta = {
  title: 'Views/ArticleView',
  component: ArticleView,
  args: { load: { state: 'found', event: relayArticle }, author: alice.profile },
} satisfies Meta<typeof ArticleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Found: Story = {
  play: async ({ canvasElement }) => {
    const article = within(within(canvasElement).getByRole('article'));
    await expect(article.getByRole('heading', { name: 'Running a Nostr relay on a small VPS' })).toBeVisible();
    await expect(article.getByText('Alice Liddell')).toBeVisible();
    await expect(article.getByText('What it costs, what breaks and what to monitor.')).toBeVisible();
    await expect(article.getByRole('link', { name: '#relays' })).toBeVisible();
  },
};

export const UnknownAuthor: Story = {
  args: { author: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^npub1/)).toBeVisible();
  },
};

export const Untitled: Story = {
  args: { load: { state: 'found', event: untitledArticle }, author: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Untitled article' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading note')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { load: { state: 'missing' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Event not found')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { load: { state: 'error', message: 'wss://relay.example.com: rate limited' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to fetch event');
  },
};

export const LongContent: Story = {
  args: { load: { state: 'found', event: longArticle } },
  play: async ({ canvasElement }) => {
    const summary = canvasElement.querySelector('article em');
    await expect(summary?.textContent).toHaveLength(250);
    await expect(within(canvasElement).getByText(/Section 30\./)).toBeVisible();
  },
};

export const HostileContent: Story = {
  args: { load: { state: 'found', event: hostileArticle }, author: undefined },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article.querySelector('script, img, svg')).toBeNull();
    await expect(within(article).getByRole('heading', { name: '<script>alert("title")</script>' })).toBeVisible();
    await expect(article).toHaveTextContent('<img src=x onerror=alert(1)>');
  },
};
