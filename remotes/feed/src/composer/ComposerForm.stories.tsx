import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComposerForm } from './ComposerForm';
import { answeringTransport, fixtureServices, pendingTransport, storyDraft, storyNote } from './composer-fixtures';

const skipProcessing = async (file: File) => ({ file });
const quoted = storyNote('A note worth quoting');
const parent = storyNote('What do you all think about #relays?');
const picture = storyNote('Sunset over the bay', 20);
const catFile = () => new File([new Uint8Array([1, 2, 3])], 'cat.png', { type: 'image/png' });
const textArea = (canvas: ReturnType<typeof within>) => canvas.getByLabelText("What's on your mind?");
const postButton = (canvas: ReturnType<typeof within>) => canvas.getByTestId('composer-post');

const meta = {
  title: 'Composer/ComposerForm',
  component: ComposerForm,
  args: { mode: 'inline', services: fixtureServices(), onPublished: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ComposerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: one line, no toolbar; focus expands it and Post stays disabled while blank. */
export const Empty: Story = {
  args: { services: fixtureServices() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('composer-post')).toBeNull();
    await userEvent.click(textArea(canvas));
    await expect(postButton(canvas)).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByTestId('composer-post')).toBeNull();
  },
};

/** Expanded with text: Ctrl+Enter publishes a signed note. */
export const Expanded: Story = {
  args: { services: fixtureServices() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(textArea(canvas), 'Hello #nostr');
    await expect(postButton(canvas)).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Emoji' })).toBeVisible();
    await expect(canvas.getByLabelText('Expiration')).toBeVisible();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(args.onPublished).toHaveBeenCalledWith(expect.objectContaining({ content: 'Hello #nostr', tags: [['t', 'nostr']] })));
    await expect(textArea(canvas)).toHaveValue('');
  },
};

const listingDraft = storyDraft('Barely used road bike', { eventKind: 30402, title: 'Road bike', summary: 'Light and fast', price: { amount: '250', currency: 'EUR', frequency: '' } });

/** Market Listing adds title, summary, price and location fields; they become the NIP-99 tags. */
export const Listing: Story = {
  args: { mode: 'page', services: fixtureServices({ drafts: { '': listingDraft } }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Kind')).toHaveValue('30402');
    await expect(canvas.getByLabelText('Title')).toHaveValue('Road bike');
    await expect(canvas.getByLabelText('Summary')).toHaveValue('Light and fast');
    await expect(canvas.getByLabelText('Price')).toHaveValue('250');
    await expect(canvas.getByLabelText('Currency')).toHaveValue('EUR');
    await userEvent.selectOptions(canvas.getByLabelText('Currency'), 'SATS');
    await expect(canvas.getByLabelText('Frequency')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Location'), 'Berlin');
    await userEvent.click(postButton(canvas));
    await waitFor(() =>
      expect(args.onPublished).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 30402, tags: expect.arrayContaining([['summary', 'Light and fast'], ['price', '250', 'SATS'], ['location', 'Berlin']]) }),
      ),
    );
  },
};

/** A file on its way: name, index and percentage. */
export const Uploading: Story = {
  args: { services: fixtureServices({ transport: pendingTransport(0.4), prepare: skipProcessing }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(textArea(canvas));
    await userEvent.upload(canvas.getByTestId('composer-file-input'), [catFile()]);
    // the status appears at 0% and then takes the transport's progress: wait for the figure, not the first paint
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Uploading cat.png (1/1) 40%'));
  },
};

/** Failed files are listed with the server's answer and can be dismissed. */
export const FailedUploads: Story = {
  args: { services: fixtureServices({ transport: answeringTransport(413, 'File too large'), prepare: skipProcessing }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(textArea(canvas));
    await userEvent.upload(canvas.getByTestId('composer-file-input'), [catFile()]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed uploads:');
    await expect(alert).toHaveTextContent('cat.png: Upload failed with status 413: File too large');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const longText = Array.from({ length: 30 }, (_, index) => `Line ${index + 1} of a long note that keeps going.`).join('\n');

/** The text area grows with the text. */
export const LongText: Story = {
  args: { mode: 'page', services: fixtureServices({ drafts: { '': storyDraft(longText) } }) },
  play: async ({ canvasElement }) => {
    const area = textArea(within(canvasElement)) as HTMLTextAreaElement;
    await expect(area.clientHeight).toBeGreaterThan(400);
    await expect(area.scrollHeight).toBeLessThanOrEqual(area.clientHeight + 2);
  },
};

/** Past 280 characters a counter shows the length (emoji counted as one); below it, none. */
export const CharacterCounter: Story = {
  args: { mode: 'page', services: fixtureServices({ drafts: { '': storyDraft(`${'a'.repeat(279)}🙂`) } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('character-count')).toBeNull();
    await userEvent.type(textArea(canvas), '!');
    await expect(canvas.getByTestId('character-count')).toHaveTextContent('281 characters');
  },
};

/** The toolbar's controls are the app's SVG icons with names, not emoji glyphs a font may lack. */
export const ToolbarIcons: Story = {
  args: { mode: 'page', services: fixtureServices() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Upload media', 'Emoji']) {
      const button = canvas.getByRole('button', { name });
      await expect(button.querySelector('svg')).not.toBeNull();
      await expect(button.textContent).toBe('');
    }
    await expect(canvas.getByRole('button', { name: 'Location' }).querySelector('svg')).not.toBeNull();
  },
};

/** Reply modal: expanded with preview; the reply tags the thread. */
export const Reply: Story = {
  args: { mode: 'modal', target: { replyTo: parent }, services: fixtureServices() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(textArea(canvas), 'Agreed #relays');
    await expect(canvas.getByRole('region', { name: 'Preview' })).toHaveTextContent('Agreed #relays');
    await userEvent.click(postButton(canvas));
    await waitFor(() => expect(args.onPublished).toHaveBeenCalledWith(expect.objectContaining({ tags: expect.arrayContaining([['e', parent.id, '', 'root', parent.pubkey], ['p', parent.pubkey]]) })));
  },
};

/** Reply under a picture (kind 20): a NIP-22 comment, so the button says Comment and no kind is offered. */
export const Comment: Story = {
  args: { mode: 'modal', target: { replyTo: picture }, services: fixtureServices() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(textArea(canvas), 'Lovely light');
    await expect(postButton(canvas)).toHaveTextContent('Comment');
    await expect(canvas.queryByLabelText('Kind')).toBeNull();
    await userEvent.click(postButton(canvas));
    await waitFor(() =>
      expect(args.onPublished).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 1111, tags: expect.arrayContaining([['K', '20'], ['e', picture.id, '', picture.pubkey], ['k', '20']]) }),
      ),
    );
  },
};

/** Quote modal: the quote gets a q tag and the quoted note's reference. */
export const Quote: Story = {
  args: { mode: 'modal', target: { quote: quoted }, services: fixtureServices() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(textArea(canvas), 'Look at this');
    await userEvent.click(postButton(canvas));
    await waitFor(() => expect(args.onPublished).toHaveBeenCalledWith(expect.objectContaining({ tags: expect.arrayContaining([['q', quoted.id, '', quoted.pubkey]]) })));
    const [event] = (args.onPublished as ReturnType<typeof fn>).mock.calls[0];
    await expect(event.content).toMatch(/^Look at this\n\nnostr:nevent1/);
  },
};

/** @-mentions: suggestions open and the arrow keys move the selection. */
export const Mentions: Story = {
  args: { services: fixtureServices() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(textArea(canvas), 'hi @al');
    const list = await canvas.findByRole('listbox', { name: 'Mention suggestions' });
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Tab}');
    await expect((textArea(canvas) as HTMLTextAreaElement).value).toMatch(/^hi nostr:npub1\w+ $/);
  },
};

/** The emoji picker loads on first open (below when 435 px are free, else above) and inserts at the caret. */
export const EmojiPicker: Story = {
  args: { services: fixtureServices() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(textArea(canvas), 'Good morning ');
    await userEvent.click(canvas.getByRole('button', { name: 'Emoji' }));
    const popover = canvasElement.querySelector<HTMLElement>('[data-placement]')!;
    const free = window.innerHeight - canvas.getByRole('button', { name: 'Emoji' }).getBoundingClientRect().bottom;
    await expect(popover.dataset.placement).toBe(free >= 435 ? 'below' : 'above');
    const emoji = await waitFor(
      () => {
        const button = popover.querySelector('em-emoji-picker')?.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-label="😀"]');
        if (!button) throw new Error('picker not ready');
        return button;
      },
      { timeout: 5000 },
    );
    await userEvent.click(emoji);
    await expect((textArea(canvas) as HTMLTextAreaElement).value).toBe('Good morning 😀');
  },
};
