import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '@app/ui';
import { ALICE } from '../stories/chat-people';
import { sessionWith } from '../stories/chat-fixtures';
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
