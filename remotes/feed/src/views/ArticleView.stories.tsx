import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { alice, hostileArticle, longArticle, relayArticle, untitledArticle } from '../stories/fixtures';
import { commentsOn } from '../thread/thread-fixtures';
import { ArticleView } from './ArticleView';
import { emptyArticle, markdownArticle, otherAliceArticles, STORY_IMAGE, WIKI_LINK } from './ArticleViewFixtures';

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
    await expect(await article.findByRole('link', { name: '#relays' })).toHaveAttribute('href', '/search/%23relays');
    await expect(article.getByText('5h')).toBeVisible();
  },
};

/** NIP-22 comments under the article: a comment and, indented beneath it, an answer to it. */
export const WithComments: Story = {
  args: { replies: commentsOn(relayArticle) },
  play: async ({ canvasElement }) => {
    const rows = within(within(canvasElement).getByRole('list', { name: 'Replies' })).getAllByTestId('thread-reply');
    await expect(rows.map((row) => row.dataset.depth)).toEqual(['1', '2']);
    await expect(rows[0]).toHaveTextContent('Great write-up, the monitoring part helped.');
    await expect(rows[1]).toHaveTextContent('Thanks! More on alerts soon.');
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
    await expect(await within(canvasElement).findByText(/Section 30\./)).toBeVisible(); // the markdown renderer loads on first use
  },
};

export const HostileContent: Story = {
  args: { load: { state: 'found', event: hostileArticle }, author: undefined },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    // A line holding only an HTML tag opens a raw HTML block up to the next blank line: all of it is left out.
    await waitFor(() => expect(within(article).queryByText('Loading...')).toBeNull());
    await expect(within(article).getByTestId('article-body').textContent?.trim()).toBe('');
    await expect(article.querySelector('script, img, svg, iframe, [onerror], [onload]')).toBeNull();
    await expect(within(article).queryByRole('link', { name: 'click me' })).toBeNull();
    await expect(within(article).getByRole('heading', { name: '<script>alert("title")</script>' })).toBeVisible();
    await expect(article).toHaveTextContent('<img src=x onerror=alert(1)>');
  },
};

/** The shared renderer: GFM table, emphasis, an image, headings under the title, links; nothing is parsed as HTML. */
export const RichMarkdown: Story = {
  args: { load: { state: 'found', event: markdownArticle } },
  play: async ({ canvasElement }) => {
    const body = within(within(canvasElement).getByTestId('article-body'));
    await expect(await body.findByRole('heading', { level: 3, name: 'Before you start' })).toBeVisible();
    await expect(body.getByRole('heading', { level: 4, name: 'Costs' })).toBeVisible();
    await expect(body.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Item', 'Per month']);
    await expect(body.getAllByRole('row').map((row) => row.textContent)).toEqual(['ItemPer month', 'VPS5 €', 'Domain1 €']);
    await expect(body.getByText('bold').tagName).toBe('STRONG');
    await expect(body.getByText('emphasised').tagName).toBe('EM');
    await expect(body.getByText('struck').tagName).toBe('DEL');
    await expect(body.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a small VPS', 'a domain name', 'install the relay', 'put TLS in front']);
    await expect(body.getByRole('link', { name: 'link' })).toHaveAttribute('href', 'https://example.com/guide');
    await expect(body.getByRole('link', { name: WIKI_LINK })).toHaveAttribute('href', WIKI_LINK);
    await expect(body.getByRole('link', { name: '@Bob the Relay Operator' })).toHaveAttribute('href', expect.stringMatching(/^\/npub1/));
    await expect(body.getByRole('link', { name: '#relays' })).toBeVisible();
    await expect(body.queryByRole('link', { name: 'bad' })).toBeNull();
    await expect(body.getByText('<script>alert("not run")</script>').tagName).toBe('CODE');
    await waitFor(
      () => expect(body.getByAltText('A relay rack').closest('[data-status]')).toHaveAttribute('data-status', 'loaded'), { timeout: 5000 },
    );
    await expect(body.getByAltText('A relay rack')).toHaveAttribute('src', STORY_IMAGE);
    await expect(canvasElement.querySelector('article script, article [onerror]')).toBeNull();
  },
};

/** The article's own image and published_at date sit under the title. */
export const ImageAndPublishedDate: Story = {
  args: { load: { state: 'found', event: markdownArticle } },
  play: async ({ canvasElement }) => {
    const article = within(within(canvasElement).getByRole('article'));
    await expect(article.getByText('3d')).toBeVisible();
    const loaded = () => canvasElement.querySelectorAll('article [data-testid="proxied-image"][data-status="loaded"] img');
    await waitFor(() => expect([...loaded()].map((img) => img.getAttribute('src'))).toEqual([STORY_IMAGE, STORY_IMAGE]), { timeout: 5000 });
  },
};

export const EmptyContent: Story = {
  args: { load: { state: 'found', event: emptyArticle } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Nothing written yet' })).toBeVisible();
    const body = within(canvasElement).getByTestId('article-body');
    await waitFor(() => expect(within(body).queryByText('Loading...')).toBeNull());
    await expect(body.textContent).toBe('');
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

/** Hostile content: other articles whose titles are markup and one unbroken word stay text inside the section. */
export const HostileContentOtherArticles: Story = {
  args: {
    others: {
      state: 'done',
      articles: otherAliceArticles.slice(0, 2).map((event, index) => ({ ...event, tags: [...event.tags.filter((tag) => tag[0] !== 'title'), ['title', index ? 'W'.repeat(1000) : '<img src=x onerror=alert(1)>']] })),
    },
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'More from this author' });
    await expect(section.querySelector('img')).toBeNull();
    await expect(within(section).getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
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
