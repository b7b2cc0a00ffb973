import { getCore, type NostrEvent } from '@app/core';
import type { Meta, StoryObj } from '@storybook/react';
import { finalizeEvent, generateSecretKey } from 'nostr-tools/pure';
import { expect, fn, screen, within } from 'storybook/test';
import { fixtureServices } from '../composer/composer-fixtures';
import { ComposerServicesProvider } from '../composer/composer-services';
import ComposeModalPage from './ComposeModalPage';

const STORY_KEY = '2'.repeat(64);
const author = generateSecretKey();
const note = (kind: number, content: string, tags: string[][] = []): NostrEvent =>
  finalizeEvent({ kind, content, tags, created_at: 1_700_000_000 }, author) as NostrEvent;

const meta = {
  title: 'Pages/ComposeModalPage',
  component: ComposeModalPage,
  args: { onClose: fn() },
  loaders: [async () => void (await (await getCore().signer()).loginWithPrivateKey(STORY_KEY))],
  decorators: [
    (Story) => (
      <ComposerServicesProvider services={fixtureServices()}>
        <p>The page behind the dialog</p>
        {Story()}
      </ComposerServicesProvider>
    ),
  ],
} satisfies Meta<typeof ComposeModalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reply shows the note it answers and 'Replying to @name' above the composer. */
export const Reply: Story = {
  args: { replyTo: note(1, 'Which relay do you run at home?') },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Reply' });
    await expect(within(dialog).getByTestId('compose-target')).toHaveTextContent('Which relay do you run at home?');
    await expect(within(dialog).getByText(/^Replying to/)).toHaveTextContent(/^Replying to @npub1/);
    await expect(await within(dialog).findByLabelText("What's on your mind?")).toHaveFocus();
  },
};

/** A quote shows the quoted note, and no 'Replying to'. */
export const Quote: Story = {
  args: { quote: note(1, 'A note worth quoting') },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Quote' });
    await expect(within(dialog).getByTestId('compose-target')).toHaveTextContent('A note worth quoting');
    await expect(within(dialog).queryByText(/^Replying to/)).toBeNull();
  },
};

/** A reply to a picture (kind 20) is a comment: the dialog says so and shows the picture's post. */
export const CommentOnPicture: Story = {
  args: { replyTo: note(20, 'Sunset over the bay', [['title', 'Sunset'], ['imeta', 'url https://example.com/sunset.jpg', 'm image/jpeg']]) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Comment' });
    await expect(within(dialog).getByTestId('compose-target')).toBeVisible();
  },
};

/** A very long note is shown within a scrolling frame, so the composer stays in view. */
export const LongNote: Story = {
  args: { replyTo: note(1, Array.from({ length: 60 }, (_, i) => `Line ${i + 1} of a long note.`).join('\n')) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Reply' });
    const frame = within(dialog).getByTestId('compose-target');
    await expect(frame.scrollHeight).toBeGreaterThan(frame.clientHeight);
    await expect(within(dialog).getByText(/^Replying to/)).toBeVisible();
  },
};
