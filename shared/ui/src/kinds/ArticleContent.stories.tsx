import type { Meta, StoryObj } from '@storybook/react';
import { expect, waitFor, within } from 'storybook/test';
import { HOSTILE_CONTENT } from '../testing/fixtures';
import { ArticleContent } from './ArticleContent';

const WIKI = 'https://en.wikipedia.org/wiki/Bitcoin_(disambiguation)';

const RICH = [
  '# Why run a relay',
  '',
  `Some *soft*, **loud** and ~~old~~ words, [the NIPs](https://github.com/nostr-protocol/nips) and (see ${WIKI}).`,
  '',
  '| Plan | Price |',
  '| --- | ---: |',
  '| Small | 5 € |',
  '',
  '- [x] backups',
  '- [ ] monitoring',
  '',
  '```sh',
  'node relay.mjs --port 7777',
  '```',
].join('\n');

const meta = {
  title: 'Kinds/ArticleContent',
  component: ArticleContent,
  args: { content: RICH },
} satisfies Meta<typeof ArticleContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered once the lazily loaded markdown renderer is in. */
async function renderedBody(canvasElement: HTMLElement) {
  const body = within(canvasElement).getByTestId('article-body');
  await waitFor(() => expect(within(body).queryByText('Loading...')).toBeNull());
  return body;
}

export const Rich: Story = {
  play: async ({ canvasElement }) => {
    const body = within(await renderedBody(canvasElement));
    await expect(body.getByRole('heading', { level: 2, name: 'Why run a relay' })).toBeVisible();
    await expect(body.getByText('soft').tagName).toBe('EM');
    await expect(body.getByText('loud').tagName).toBe('STRONG');
    await expect(body.getByText('old').tagName).toBe('DEL');
    await expect(body.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Small', '5 €']);
    await expect(body.getByRole('link', { name: WIKI })).toHaveAttribute('href', WIKI);
    await expect(body.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([true, false]);
    await expect(body.getByText('node relay.mjs --port 7777').tagName).toBe('CODE');
  },
};

/** Raw HTML is left out and javascript:/data: links are not live. */
export const Hostile: Story = {
  args: { content: `${HOSTILE_CONTENT}\n\n[click](javascript:alert(1)) [data](data:text/html,x) ![x](javascript:alert(1))` },
  play: async ({ canvasElement }) => {
    const body = await renderedBody(canvasElement);
    await expect(body.querySelector('script, img, svg, iframe, a[href], [onerror], [onload]')).toBeNull();
    await expect(body).toHaveTextContent('click data');
  },
};

export const Empty: Story = {
  args: { content: '' },
  play: async ({ canvasElement }) => {
    await expect((await renderedBody(canvasElement)).textContent).toBe('');
  },
};
