import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ALICE, BOB, CAROL, DANA, LAYLA, ME } from '../stories/chat-people';
import {
  ARABIC_TEXT,
  daySeparators,
  emptyChats,
  failedDelivery,
  fileConversation,
  groupedMessages,
  groupWithSubject,
  HEBREW_TEXT,
  LONG_WORD,
  longMessages,
  longConversation,
  nip04Message,
  partialDelivery,
  reactionsConversation,
  replyConversation,
  requestConversation,
  rtlMessages,
  sessionWith,
} from '../stories/chat-fixtures';
import { fakeChatService, type FakeChatService } from '../stories/fake-chat-service';
import { resetFakeService, withChatPeople } from '../stories/story-setup';
import { ConversationView } from './ConversationView';

const meta = {
  title: 'Chat/ConversationView',
  component: ConversationView,
  loaders: [withChatPeople],
  beforeEach: resetFakeService,
  decorators: [(Story) => <div style={{ height: 640, display: 'flex', flexDirection: 'column' }}>{Story()}</div>],
  args: { service: fakeChatService(groupedMessages()), sessionId: sessionWith(ALICE), me: ME },
} satisfies Meta<typeof ConversationView>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = (service: unknown) => (service as FakeChatService).calls;
const log = (canvasElement: HTMLElement) => within(canvasElement).getByRole('log', { name: 'Messages' });
/**
 * The message log once the conversation has loaded: a play's first query waits for it. The view subscribes to the
 * service in an effect; the built Storybook (production React, no act()) starts the play before that effect has run.
 */
const findLog = (canvasElement: HTMLElement) => within(canvasElement).findByRole('log', { name: 'Messages' });

/** Alice's three messages within 60 s are one group (one name, one avatar); her message 2 minutes later starts another. */
export const Grouped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Alice' })).toBeVisible();
    const groups = within(log(canvasElement)).getAllByTestId('message-group');
    await expect(groups).toHaveLength(3);
    await expect(within(groups[0]).getAllByTestId('chat-message')).toHaveLength(3);
    await expect(within(groups[0]).getAllByTestId('avatar')).toHaveLength(1);
    await expect(within(groups[0]).getByText('Alice')).toBeVisible();
    // the user's own group: on the right, no name or avatar
    await expect(within(groups[1]).queryAllByTestId('avatar')).toHaveLength(0);
    await expect(within(groups[1]).getByTestId('chat-message')).toHaveAttribute('data-mine', 'true');
    await expect(within(groups[2]).getAllByTestId('chat-message')).toHaveLength(1);
    // opening marks it seen; the newest message is in view; only http(s) URLs are links
    await expect(calls(args.service)).toContain(`markSeen(${JSON.stringify(sessionWith(ALICE))})`);
    await expect(canvas.getByRole('link', { name: 'https://relay.example.com' })).toHaveAttribute('href', 'https://relay.example.com/');
    const messages = log(canvasElement);
    await waitFor(() => expect(messages.scrollTop + messages.clientHeight).toBeGreaterThanOrEqual(messages.scrollHeight - 2));
  },
};

/** Messages of three days: 'Today', 'Yesterday' and a date between them. */
export const DaySeparators: Story = {
  args: { service: fakeChatService(daySeparators()), sessionId: sessionWith(BOB) },
  play: async ({ canvasElement }) => {
    const separators = within(await findLog(canvasElement)).getAllByTestId('day-separator');
    await expect(separators).toHaveLength(3);
    await expect(separators[0].textContent).not.toMatch(/Today|Yesterday/);
    await expect(separators[1]).toHaveTextContent('Yesterday');
    await expect(separators[2]).toHaveTextContent('Today');
  },
};

/** A 2,000-character word and a long paragraph wrap inside their bubbles: nothing scrolls sideways. */
export const LongMessages: Story = {
  args: { service: fakeChatService(longMessages()) },
  play: async ({ canvasElement }) => {
    const messages = await findLog(canvasElement);
    const word = within(messages).getByText(LONG_WORD);
    await expect(getComputedStyle(word).overflowWrap).toBe('anywhere');
    await expect(messages.scrollWidth).toBeLessThanOrEqual(messages.clientWidth);
    await expect(word.getBoundingClientRect().right).toBeLessThanOrEqual(messages.getBoundingClientRect().right);
  },
};

/** Arabic and Hebrew read right to left, English left to right, each text in its own direction. */
export const RightToLeft: Story = {
  args: { service: fakeChatService(rtlMessages()), sessionId: sessionWith(LAYLA) },
  play: async ({ canvasElement }) => {
    const messages = within(await findLog(canvasElement));
    await expect(messages.getByText(ARABIC_TEXT).matches(':dir(rtl)')).toBe(true);
    await expect(messages.getByText(HEBREW_TEXT).matches(':dir(rtl)')).toBe(true);
    await expect(messages.getByText(/^Sure, see you at/).matches(':dir(ltr)')).toBe(true);
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'ليلى' })).toBeVisible();
  },
};

/** Every relay refused the user's message: 'Not delivered', and Retry sends it again through the service. */
export const FailedDelivery: Story = {
  args: { service: fakeChatService({ ...failedDelivery(), deliveryMs: 1000 }), sessionId: sessionWith(BOB) },
  play: async ({ canvasElement, args }) => {
    const messages = within(await findLog(canvasElement));
    await expect(messages.getByText('Not delivered')).toBeVisible();
    await expect(messages.getByTestId('delivery')).toHaveAttribute('title', 'wss://dm.example.com: failed\nwss://inbox.example.org: failed');
    await userEvent.click(messages.getByRole('button', { name: 'Retry' }));
    await expect(calls(args.service)).toContain(`retry(${JSON.stringify('f'.repeat(64))})`);
    await expect(await messages.findByText('Sending')).toBeVisible();
    await expect(await messages.findByText('Sent', {}, { timeout: 3000 })).toBeVisible();
    await expect(messages.queryByText('Not delivered')).toBeNull();
  },
};

/** Two of three relays accepted one message ('Sent to 2 of 3 relays'); another is still sending. */
export const PartialDelivery: Story = {
  args: { service: fakeChatService(partialDelivery()), sessionId: sessionWith(BOB) },
  play: async ({ canvasElement }) => {
    const messages = within(await findLog(canvasElement));
    const partial = messages.getByText('Sent to 2 of 3 relays');
    await expect(partial).toHaveAttribute('title', expect.stringContaining('wss://inbox.example.org: failed'));
    await expect(messages.getByText('Sending')).toBeVisible();
    await expect(messages.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A reply quotes the first line of the message it answers; clicking the quote brings that message into view. */
export const ReplyQuote: Story = {
  args: { service: fakeChatService(replyConversation()) },
  play: async ({ canvasElement }) => {
    const messages = await findLog(canvasElement);
    const quote = within(messages).getByTestId('reply-quote');
    await expect(quote).toHaveTextContent('Alice');
    await expect(quote).toHaveTextContent('Where shall we meet on Saturday?');
    await expect(quote).not.toHaveTextContent('I was thinking the park.');
    const original = document.getElementById(`chat-message-${'c'.repeat(64)}`)!;
    await userEvent.click(quote);
    await expect(original).toHaveFocus();
    await waitFor(() => {
      const box = original.getBoundingClientRect();
      const view = messages.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(view.top - 1);
      expect(box.bottom).toBeLessThanOrEqual(view.bottom + 1);
    });
  },
};

/** Reactions show under the bubble with counts; React offers a few and calls the service; Reply sets the composer's target. */
export const Reactions: Story = {
  args: { service: fakeChatService(reactionsConversation()), sessionId: sessionWith(ALICE, BOB) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first] = within(await findLog(canvasElement)).getAllByTestId('chat-message');
    const reactions = within(first).getByRole('list', { name: 'Reactions' });
    await expect(within(reactions).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['🔥2', '❤️1']);
    await userEvent.click(within(first).getByRole('button', { name: 'React' }));
    await userEvent.click(within(first).getByRole('button', { name: 'React with 😂' }));
    await expect(calls(args.service)).toContain(`react(${JSON.stringify(sessionWith(ALICE, BOB))}, ${JSON.stringify('b'.repeat(64))}, "😂")`);
    await expect(within(first).queryByRole('button', { name: 'React with 😂' })).toBeNull();
    await userEvent.click(within(first).getByRole('button', { name: 'Reply' }));
    await expect(canvas.getByTestId('replying-to')).toHaveTextContent('Replying to Alice: We won the hackathon!');
    await expect(canvas.getByLabelText('Message')).toHaveFocus();
  },
};

/** A legacy NIP-04 message is marked as less private. */
export const Nip04Marker: Story = {
  args: { service: fakeChatService(nip04Message()), sessionId: sessionWith(BOB) },
  play: async ({ canvasElement }) => {
    const messages = within(await findLog(canvasElement));
    const badge = messages.getByText('NIP-04');
    await expect(badge).toHaveAttribute('title', 'Legacy direct message (NIP-04): less private');
    await expect(messages.getAllByText('NIP-04')).toHaveLength(1);
  },
};

/** A group: its subject as the title, its members below. */
export const GroupWithSubject: Story = {
  args: { service: fakeChatService(groupWithSubject()), sessionId: sessionWith(ALICE, BOB, CAROL) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Weekend hike' })).toBeVisible();
    for (const name of ['Alice', 'Bob', 'Carol']) await expect(canvas.getAllByRole('link', { name })[0]).toBeVisible();
    await expect(within(log(canvasElement)).getAllByTestId('message-group')).toHaveLength(2);
  },
};

/**
 * A group's Edit subject: Save says the subject changes with the next message, which carries it (the title follows);
 * the message after it carries none.
 */
export const EditGroupSubject: Story = {
  args: { service: fakeChatService(groupWithSubject()), sessionId: sessionWith(ALICE, BOB, CAROL) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = JSON.stringify(sessionWith(ALICE, BOB, CAROL));
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit subject' }));
    const field = canvas.getByRole('textbox', { name: 'Subject' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Summit day');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByTestId('subject-notice')).toHaveTextContent('The subject changes to “Summit day” with your next message');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Weekend hike' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Ready at 7?{Enter}');
    await waitFor(() => expect(calls(args.service)).toContain(`send(${group}, "Ready at 7?", {"subject":"Summit day"})`));
    await expect(canvas.queryByTestId('subject-notice')).toBeNull();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Summit day' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Bring water{Enter}');
    await waitFor(() => expect(calls(args.service)).toContain(`send(${group}, "Bring water", {})`));
  },
};

/** A new subject can be cancelled beside its notice; saving the subject the group has already changes nothing. */
export const EditGroupSubjectCancelled: Story = {
  args: { service: fakeChatService(groupWithSubject()), sessionId: sessionWith(ALICE, BOB, CAROL) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit subject' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), '!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByTestId('subject-notice')).toHaveTextContent('“Weekend hike!”');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the new subject' }));
    await expect(canvas.queryByTestId('subject-notice')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit subject' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.queryByTestId('subject-notice')).toBeNull();
    await expect(calls(args.service).filter((call) => call.startsWith('send('))).toEqual([]);
  },
};

/** A new group started with a subject (New message): the first message carries it, then it is used. */
export const NewGroupWithSubject: Story = {
  args: {
    service: fakeChatService(emptyChats()),
    sessionId: sessionWith(ALICE, BOB),
    participants: [ALICE, BOB],
    subject: 'Book club',
    onSubjectUsed: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('subject-notice')).toHaveTextContent('The subject changes to “Book club” with your next message');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hi both{Enter}');
    await waitFor(() => expect(calls(args.service)).toContain(`send(${JSON.stringify(sessionWith(ALICE, BOB))}, "Hi both", {"subject":"Book club"})`));
    await expect(args.onSubjectUsed).toHaveBeenCalledOnce();
    await expect(canvas.queryByTestId('subject-notice')).toBeNull();
  },
};

/** A message request: the banner's Accept moves it to the chats. */
export const RequestBanner: Story = {
  args: { service: fakeChatService(requestConversation()), sessionId: sessionWith(DANA) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('region', { name: 'Message request' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept' }));
    await expect(calls(args.service)).toContain(`accept(${JSON.stringify(sessionWith(DANA))})`);
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Message request' })).toBeNull());
  },
};

/** Kind-15 files: a plain image inline and a PDF link; encrypted ones decrypted: an image, a download link, a video. */
export const FileMessages: Story = {
  args: { service: fakeChatService(fileConversation()) },
  play: async ({ canvasElement, args }) => {
    const messages = within(await findLog(canvasElement));
    await expect(messages.getByRole('img', { name: 'Image beach.jpg' })).toHaveAttribute('src', 'https://files.example.com/photos/beach.jpg');
    await expect(messages.getByRole('link', { name: 'itinerary.pdf (51 KB)' })).toHaveAttribute('href', 'https://files.example.com/docs/itinerary.pdf');
    const decrypted = await messages.findByRole<HTMLImageElement>('img', { name: 'Image' });
    await expect(decrypted.src).toMatch(/^blob:/);
    // named by its hash only: 'file'
    await expect((await messages.findByRole('link', { name: 'Download file (20 KB)' })).getAttribute('href')).toMatch(/^blob:/);
    await waitFor(() => expect(canvasElement.querySelector('video')?.src).toMatch(/^blob:/));
    await expect(messages.queryByText('Decrypting...')).toBeNull();
    await expect(calls(args.service).filter((call) => call.startsWith('openFile'))).toHaveLength(3);
  },
};

/** Attaching a file sends it: 'Sending …' in the composer, then the user's file message, decrypted, in the list. */
export const SendAFile: Story = {
  args: { service: fakeChatService(groupedMessages()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(await findLog(canvasElement)).queryByRole('img')).toBeNull();
    await userEvent.upload(canvas.getByTestId('attach-file-input'), new File([new Uint8Array(1024)], 'sunset.png', { type: 'image/png' }));
    await expect(canvas.getByText('Sending sunset.png…')).toHaveAttribute('role', 'status');
    await expect(calls(args.service)).toContain(`sendFile(${JSON.stringify(sessionWith(ALICE))}, "sunset.png", {})`);
    const image = await within(log(canvasElement)).findByRole('img', { name: 'Image' }, { timeout: 3000 });
    const item = within(image.closest<HTMLElement>('[data-testid="chat-message"]')!);
    await expect(image.closest('[data-testid="chat-message"]')).toHaveAttribute('data-mine', 'true');
    await expect(await item.findByText('Sent', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** Typing and sending adds the message: pending first, then sent. */
export const SendAMessage: Story = {
  args: { service: fakeChatService(groupedMessages()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Message'), 'On my way{Enter}');
    const sent = await within(log(canvasElement)).findByText('On my way');
    await expect(calls(args.service)).toContain(`send(${JSON.stringify(sessionWith(ALICE))}, "On my way", {})`);
    const item = within(sent.closest<HTMLElement>('[data-testid="chat-message"]')!);
    await expect(await item.findByText('Sent', {}, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByLabelText('Message')).toHaveValue('');
  },
};

/** A conversation of 1,000 messages opens with its newest 50; 'Show earlier messages' adds 50 more above them. */
export const ThousandMessages: Story = {
  args: { service: fakeChatService(longConversation(1000)) },
  play: async ({ canvasElement }) => {
    const messages = await findLog(canvasElement);
    await expect(await within(messages).findByText('Message number 1000')).toBeVisible();
    await expect(within(messages).getAllByTestId('chat-message')).toHaveLength(50);
    await userEvent.click(within(messages).getByRole('button', { name: 'Show earlier messages (950)' }));
    await expect(within(messages).getAllByTestId('chat-message')).toHaveLength(100);
    await expect(within(messages).getByText('Message number 901')).toBeInTheDocument();
    await expect(within(messages).getByRole('button', { name: 'Show earlier messages (900)' })).toBeVisible();
  },
};
