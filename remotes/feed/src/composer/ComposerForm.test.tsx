import type { NostrEvent } from '@app/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as nip19 from 'nostr-tools/nip19';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../shared/ui/src/testing/renderWithApp';
import { ComposerForm, type ComposerMode } from './ComposerForm';
import { answeringTransport, fixtureServices, storyDraft, storyNote, storyPeople, type FixtureOptions } from './composer-fixtures';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderComposer(opts: FixtureOptions & { mode?: ComposerMode; replyTo?: NostrEvent } = {}) {
  const services = fixtureServices(opts);
  const onPublished = vi.fn();
  renderWithApp(<ComposerForm services={services} mode={opts.mode ?? 'inline'} target={{ replyTo: opts.replyTo }} onPublished={onPublished} />);
  return { services, onPublished, text: screen.getByLabelText<HTMLTextAreaElement>("What's on your mind?") };
}

const type = (element: HTMLTextAreaElement, value: string) => {
  fireEvent.focus(element);
  fireEvent.change(element, { target: { value, selectionStart: value.length } });
};
const postButton = () => screen.getByTestId<HTMLButtonElement>('composer-post');
const suggestions = () => within(screen.getByRole('listbox')).getAllByRole('option');

describe('composer rules', () => {
  it('expands on focus and disables Post while the text is blank', () => {
    const { text } = renderComposer();
    expect(screen.queryByTestId('composer-post')).toBeNull();
    type(text, '   ');
    expect(postButton().disabled).toBe(true);
    type(text, 'hello');
    expect(postButton().disabled).toBe(false);
  });

  it('Ctrl+Enter posts, disables Post while submitting, then clears the text and the draft', async () => {
    let release!: () => void;
    const publish = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { text, onPublished, services } = renderComposer({ publish });
    type(text, 'hello #World');
    expect(services.drafts.get('')?.content).toBe('hello #World');
    fireEvent.keyDown(text, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(publish).toHaveBeenCalledOnce());
    expect(postButton().disabled).toBe(true);
    await act(async () => release());
    const event = onPublished.mock.calls[0][0] as NostrEvent;
    expect(event).toMatchObject({ kind: 1, content: 'hello #World', pubkey: services.pubkey, tags: [['t', 'world']] });
    expect(text.value).toBe('');
    expect(services.drafts.get('')).toBeUndefined();
  });

  it('Cmd+Enter posts too; a failure keeps the text and logs only', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const publish = vi.fn(async () => Promise.reject(new Error('relay down')));
    const { text, onPublished } = renderComposer({ publish });
    type(text, 'keep me');
    fireEvent.keyDown(text, { key: 'Enter', metaKey: true });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to create note', expect.any(Error)));
    expect(onPublished).not.toHaveBeenCalled();
    expect(text.value).toBe('keep me');
    expect(postButton().disabled).toBe(false);
  });

  it('Escape with empty text collapses the inline composer, not with text', () => {
    const { text } = renderComposer();
    type(text, 'draft');
    fireEvent.keyDown(text, { key: 'Escape' });
    expect(postButton().isConnected).toBe(true); // still expanded: the Post button is shown
    type(text, '');
    fireEvent.keyDown(text, { key: 'Escape' });
    expect(screen.queryByTestId('composer-post')).toBeNull();
  });

  it('the page composer is always expanded and previews the text', () => {
    const { text } = renderComposer({ mode: 'page' });
    expect(postButton().disabled).toBe(true);
    type(text, 'see #preview');
    expect(screen.getByRole('region', { name: 'Preview' }).textContent).toContain('see #preview');
  });

  it('restores the draft of its target and tags a reply', async () => {
    const parent = storyNote();
    const publish = vi.fn(async () => {});
    const { text, onPublished } = renderComposer({ replyTo: parent, publish, drafts: { [`reply:${parent.id}`]: storyDraft('my answer') } });
    expect(text.value).toBe('my answer');
    fireEvent.click(postButton());
    await waitFor(() => expect(onPublished).toHaveBeenCalled());
    expect(onPublished.mock.calls[0][0].tags).toEqual([['e', parent.id, '', 'root', parent.pubkey], ['p', parent.pubkey]]);
  });
});

describe('mention suggestions', () => {
  it('opens after @, moves with arrows, picks with Enter and closes with Escape', async () => {
    const { text } = renderComposer();
    type(text, 'hi @al');
    await screen.findByRole('listbox');
    const options = suggestions();
    // In the core's order: prefix matches on name, display name or nip05, then by name.
    expect(options.map((option) => option.textContent?.replace(/^\W/, ''))).toEqual(['albertal@bert.example', 'Alicealice@example.com']);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(text, { key: 'ArrowDown' });
    expect(suggestions()[1].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(text, { key: 'Enter' });
    expect(text.value).toBe(`hi nostr:${nip19.npubEncode(storyPeople[0].pubkey)} `);
    expect(screen.queryByRole('listbox')).toBeNull();

    type(text, `${text.value}@car`);
    await screen.findByRole('listbox');
    fireEvent.keyDown(text, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(postButton().isConnected).toBe(true); // Escape closed only the suggestions
  });

  it('does not open for an @ inside a word', async () => {
    const { text } = renderComposer();
    type(text, 'mail me@al');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('uploads', () => {
  it('lists failed files with the error and clears them after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderComposer({ transport: answeringTransport(500, 'boom') });
    fireEvent.focus(screen.getByLabelText("What's on your mind?"));
    const file = new File(['x'], 'cat.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('composer-file-input'), { target: { files: [file] } });
    expect((await screen.findByText('Failed uploads:')).textContent).toBe('Failed uploads:');
    expect(screen.getByRole('alert').textContent).toContain('cat.png: Upload failed with status 500: boom');
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Failed uploads:')).toBeNull();
  });
});
