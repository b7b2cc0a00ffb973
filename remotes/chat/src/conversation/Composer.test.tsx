import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TEXTS } from '@app/core/chat';
import { AppThemeProvider } from '@app/ui';
import { ALICE } from '../stories/chat-people';
import { sendFailure, sessionWith } from '../stories/chat-fixtures';
import { fakeChatService, type FakeChatService } from '../stories/fake-chat-service';
import { Composer, DRAFT_SAVE_DELAY_MS } from './Composer';

const CHAT = sessionWith(ALICE);

function renderComposer(service: FakeChatService) {
  return render(
    <AppThemeProvider>
      <Composer service={service} sessionId={CHAT} />
    </AppThemeProvider>,
  );
}

const field = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const draftSaves = (service: FakeChatService) => service.calls.filter((call) => call.startsWith('saveDraft'));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Composer drafts', () => {
  it('saves the draft once typing pauses for the delay, not per keystroke', () => {
    const service = fakeChatService();
    renderComposer(service);
    fireEvent.change(field(), { target: { value: 'H' } });
    act(() => void vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 50));
    fireEvent.change(field(), { target: { value: 'Hi' } });
    act(() => void vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 50));
    expect(draftSaves(service)).toEqual([]);
    act(() => void vi.advanceTimersByTime(50));
    expect(draftSaves(service)).toEqual([`saveDraft(${JSON.stringify(CHAT)}, "Hi")`]);
    expect(service.draft(CHAT)).toBe('Hi');
  });

  it('saves what is not saved yet when it unmounts (leaving the conversation)', () => {
    const service = fakeChatService();
    const { unmount } = renderComposer(service);
    fireEvent.change(field(), { target: { value: 'Leaving soon' } });
    unmount();
    expect(draftSaves(service)).toEqual([`saveDraft(${JSON.stringify(CHAT)}, "Leaving soon")`]);
    act(() => void vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 2));
    expect(draftSaves(service)).toHaveLength(1);
  });

  it('restores the saved draft and does not save it again untouched', () => {
    const service = fakeChatService({ drafts: { [CHAT]: 'Saved before' } });
    const { unmount } = renderComposer(service);
    expect(field().value).toBe('Saved before');
    unmount();
    expect(draftSaves(service)).toEqual([]);
  });
});

/** The composer with a new subject kept as the conversation keeps it. */
function WithSubject({ service, initial }: { service: FakeChatService; initial: string }) {
  const [subject, setSubject] = useState<string | undefined>(initial);
  return <Composer service={service} sessionId={CHAT} subject={subject} onSubjectChange={setSubject} />;
}

function renderWithSubject(service: FakeChatService, subject: string) {
  return render(
    <AppThemeProvider>
      <WithSubject service={service} initial={subject} />
    </AppThemeProvider>,
  );
}

const sendText = (text: string) => {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.keyDown(field(), { key: 'Enter' });
};
const notice = () => screen.queryByTestId('subject-notice');

describe('Composer new subject', () => {
  it('says the subject changes, sends it with the next message only, then drops it', async () => {
    const service = fakeChatService();
    renderWithSubject(service, 'Book club');
    expect(notice()?.textContent).toContain('The subject changes to “Book club” with your next message');
    sendText('Hi both');
    expect(notice()).toBeNull();
    sendText('Second');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(service.calls.filter((call) => call.startsWith('send('))).toEqual([
      `send(${JSON.stringify(CHAT)}, "Hi both", {"subject":"Book club"})`,
      `send(${JSON.stringify(CHAT)}, "Second", {})`,
    ]);
  });

  it('gives the subject back with the text when the message is not sent', async () => {
    const service = fakeChatService(sendFailure('No relay accepted the private message'));
    renderWithSubject(service, 'Book club');
    sendText('Hi both');
    expect(notice()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('alert').textContent).toContain('Not sent');
    expect(field().value).toBe('Hi both');
    expect(notice()?.textContent).toContain('“Book club”');
  });

  it('drops the subject with its cancel button, sending nothing', () => {
    const service = fakeChatService();
    renderWithSubject(service, 'Book club');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the new subject' }));
    expect(notice()).toBeNull();
    expect(service.calls.filter((call) => call.startsWith('send('))).toEqual([]);
  });
});

describe('Composer refusals', () => {
  it('says a message is too long to send privately, keeping it in the field and the draft', async () => {
    const service = fakeChatService(sendFailure(CHAT_TEXTS.messageTooLong));
    renderComposer(service);
    const long = 'a'.repeat(41_000);
    sendText(long);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('alert').textContent).toBe(`Not sent: ${CHAT_TEXTS.messageTooLong}`);
    expect(field().value).toBe(long);
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS));
    expect(service.draft(CHAT)).toBe(long);
  });
});
