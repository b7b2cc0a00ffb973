import type { Meta, StoryObj } from '@storybook/react';
import type { NostrEvent } from '@app/core';
import { expect, within } from 'storybook/test';
import { storyEvent } from '../../../../storybook/preset/story-events';
import { LiveNoteCard } from '../connected/LiveNoteCard';
import { CashuTokenCard, PaymentRequestCard } from '../embeds/lazyEmbeds';
import { seedStoryCore } from '../kinds/storyKinds';

const FLAG = "window.__hostile=1";
const HUGE_WORD = 'A'.repeat(5000);

/** Events built to break the renderer: markup, other schemes, huge and odd text, malformed tags, bad payment strings. */
const corpus: NostrEvent[] = [
  storyEvent(4, { kind: 1, content: `<script>${FLAG}</script><img src=x onerror="${FLAG}"><iframe src="https://evil.example"></iframe>` }),
  storyEvent(4, { kind: 1, content: `javascript:${FLAG} data:text/html,<script>${FLAG}</script> JaVaScRiPt:alert(1) vbscript:x` }),
  storyEvent(4, { kind: 1, content: `[x](javascript:${FLAG}) https://ok.example/"onmouseover="${FLAG} //evil.example` }),
  storyEvent(4, { kind: 1, content: `${HUGE_WORD}\n${'https://example.com/' + 'p'.repeat(3000)}\n${'#tag'.repeat(500)}` }),
  storyEvent(4, { kind: 1, content: 'zero\u200bwidth\u200d\u2060 \u202eRTL override\u202c עברית عربي' }),
  storyEvent(4, { kind: 1, content: 'lnbc1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq cashuBo2Ftdf9ZWRhdGEgaXMgYmFk cashuAeyJub3QiOiJ0b2tlbiJ9 creqAbogusbogusbogus' }),
  storyEvent(4, { kind: 1, content: ':evil: emoji', tags: [['emoji', 'evil', `javascript:${FLAG}`], ['e'], ['p', '<script>'], ['content-warning']] }),
  { ...storyEvent(4, { kind: 1, content: 'malformed tags' }), tags: [null, 5, 'x', [1, 2]] as unknown as string[][] },
  storyEvent(4, { kind: 30023, content: `<script>${FLAG}</script>\n\n![x](javascript:${FLAG})\n\n<iframe src="https://evil.example"></iframe>\n\n[y](data:text/html,x)`, tags: [['title', '<b>t</b>'], ['image', 'javascript:x']] }),
  storyEvent(4, { kind: 30402, content: '', tags: [['title', '<img src=x onerror=alert(1)>'], ['price', '<b>1</b>', 'javascript:'], ['image', 'data:image/png;base64,AA'], ['t', '"><script>'], ['g', '"><svg onload=x>']] }),
  storyEvent(4, { kind: 20, content: '', tags: [['imeta', 'url javascript:alert(1)', 'blurhash ###', 'dim -1x99999999']] }),
  storyEvent(4, { kind: 9735, content: '', tags: [['bolt11', 'lnbcGARBAGE'], ['description', '<script>'], ['e', 'zzz']] }),
  storyEvent(4, { kind: 7, content: `<img src=x onerror=${FLAG}>`, tags: [] }),
  storyEvent(4, { kind: 40, content: `{"name":"<script>${FLAG}</script>","picture":"javascript:x"}` }),
  storyEvent(4, { kind: 9802, content: '<b>quote</b>', tags: [['r', `javascript:${FLAG}`]] }),
  storyEvent(4, { kind: 424242, content: `<script>${FLAG}</script>`, tags: [['alt', '<svg onload=x>']] }),
];

function Corpus() {
  return (
    <div data-testid="container" style={{ width: 400, border: '1px dashed gray' }}>
      {corpus.map((event) => (
        <LiveNoteCard key={event.id} event={event} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Nostr/HostileCorpus',
  component: Corpus,
  // The payment cards' code (cashu-ts) is loaded before the story renders, not raced by the play function's wait.
  loaders: [
    seedStoryCore,
    async () => {
      await Promise.all([CashuTokenCard.preload(), PaymentRequestCard.preload()]);
    },
  ],
} satisfies Meta<typeof Corpus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingExecutesAndLayoutHolds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText('Invalid token');
    await canvas.findByText('Invalid payment request');
    await expect((window as { __hostile?: number }).__hostile).toBeUndefined();
    await expect(canvasElement.querySelector('script, iframe, object, embed, svg')).toBeNull();
    for (const anchor of canvasElement.querySelectorAll('a')) {
      const href = anchor.getAttribute('href') ?? '';
      await expect(href.startsWith('/') || /^https?:\/\//.test(href)).toBe(true);
    }
    for (const image of canvasElement.querySelectorAll('img')) {
      await expect(image.getAttribute('src') ?? '').toMatch(/^https?:\/\//);
    }
    const container = canvas.getByTestId('container').getBoundingClientRect();
    for (const card of canvas.getAllByTestId('note-card')) {
      await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(container.width);
    }
    await expect(canvas.getByText('Event of kind 424242')).toBeVisible();
    await expect(canvas.queryByTestId('error-boundary')).toBeNull();
  },
};
