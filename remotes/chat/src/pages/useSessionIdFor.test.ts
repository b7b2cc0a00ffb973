import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatService } from '@app/core/chat';
import { useSessionIdFor } from './useSessionIdFor';

const ALICE = 'b'.repeat(64);
const service = (sessionIdFor: (participants: string[]) => string) => ({ sessionIdFor: vi.fn(sessionIdFor) }) as unknown as ChatService & { sessionIdFor: ReturnType<typeof vi.fn> };

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('useSessionIdFor', () => {
  it('is none without participants and asks nothing', () => {
    const chat = service(() => 'x');
    expect(renderHook(() => useSessionIdFor(chat, null)).result.current).toEqual({ state: 'none' });
    expect(chat.sessionIdFor).not.toHaveBeenCalled();
  });

  it("gives the service's id", () => {
    const participants = [ALICE];
    const chat = service((people) => people.join(','));
    expect(renderHook(() => useSessionIdFor(chat, participants)).result.current).toEqual({ state: 'ready', id: ALICE });
  });

  it('asks again while the service throws (its account still loading), then shows the id', () => {
    const participants = [ALICE];
    let ready = false;
    const chat = service(() => {
      if (!ready) throw new Error('Signer required');
      return ALICE;
    });
    const { result } = renderHook(() => useSessionIdFor(chat, participants));
    expect(result.current).toEqual({ state: 'pending' });
    ready = true;
    act(() => void vi.advanceTimersByTime(300));
    expect(result.current).toEqual({ state: 'ready', id: ALICE });
  });

  it('gives up after a few seconds with the reason', () => {
    const participants = [ALICE];
    const chat = service(() => {
      throw new Error('Signer required');
    });
    const { result } = renderHook(() => useSessionIdFor(chat, participants));
    for (let tick = 0; tick < 18; tick += 1) act(() => void vi.advanceTimersByTime(300));
    expect(result.current).toEqual({ state: 'pending' });
    for (let tick = 0; tick < 5; tick += 1) act(() => void vi.advanceTimersByTime(300));
    expect(result.current).toEqual({ state: 'failed', message: 'Signer required' });
    expect(chat.sessionIdFor).toHaveBeenCalledTimes(20);
  });
});
