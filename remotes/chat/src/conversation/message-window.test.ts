import { describe, expect, it } from 'vitest';
import { MESSAGE_WINDOW, messageWindow } from './message-window';

describe('the window of rendered messages', () => {
  it('shows everything in a short conversation and the newest page of a long one', () => {
    expect(messageWindow([1, 2, 3], MESSAGE_WINDOW)).toEqual({ visible: [1, 2, 3], hidden: 0 });
    const long = Array.from({ length: 1000 }, (_, n) => n);
    const { visible, hidden } = messageWindow(long, MESSAGE_WINDOW);
    expect(visible).toEqual(long.slice(950));
    expect(hidden).toBe(950);
    expect(messageWindow(long, 2000).hidden).toBe(0);
  });
});
