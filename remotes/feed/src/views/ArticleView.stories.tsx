import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { alice, hostileArticle, longArticle, relayArticle, untitledArticle } from '../stories/fixtures';
import { ArticleView } from './ArticleView';
import { markdownArticle, otherAliceArticles } from './ArticleViewFixtures';

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

/** Headings, lists, a quote and a code block from markdown-like text; nothing is parsed as HTML. */
export const MarkdownLikeText: Story = {
  args: { load: { state: 'found', event: markdownArticle } },
  play: async ({ canvasElement }) => {
    const body = within(within(canvasElement).getByTestId('article-body'));
    await expect(body.getByRole('heading', { level: 2, name: 'Before you start' })).toBeVisible();
    await expect(body.getByRole('heading', { level: 3, name: 'Steps' })).toBeVisible();
    await expect(body.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a small VPS', 'a domain name', 'install the relay', 'put TLS in front']);
    await expect(body.getByText(/An introduction with bold words/)).toBeVisible();
    await expect(body.getByRole('link', { name: 'https://example.com/guide' })).toHaveAttribute('href', 'https://example.com/guide');
    await expect(body.getByText('<script>alert("not run")</script>').tagName).toBe('CODE');
    await expect(canvasElement.querySelector('article script')).toBeNull();
  },
};

export const InvalidAddress: Story = {
  args: { load: { state: 'loading' }, invalidAddress: 'naddr1broken' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load naddr:naddr1broken');
  },
};

export const OtherArticles: Story = {
  args: { others: { state: 'done', articles: otherAliceArticles } },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'More from this author' }));
    const links = section.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Other article 1', 'Other article 2', 'Other article 3', 'Other article 4', 'Other article 5']);
    await expect(links[0].getAttribute('href')).toMatch(/^\/naddr1/);
  },
};

export const NoOtherArticles: Story = {
  args: { others: { state: 'done', articles: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No other articles from this author')).toBeVisible();
  },
};

export const OtherArticlesLoading: Story = {
  args: { others: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading other articles' })).toBeInTheDocument();
  },
};
