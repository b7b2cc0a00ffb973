import { cleanup, render, screen } from '@testing-library/react';
import type { NostrEvent } from '@app/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedList, FIRST_ROWS } from './FeedList';
import { loadVirtualFeedList } from './useVirtualFeedList';

// jsdom has no scrolling; the virtualizer scrolls the window to its initial offset.
beforeEach(() => void vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
afterEach(cleanup);

const events = Array.from({ length: 30 }, (_, index) => ({ id: `e${index}`, content: `Note ${index}` }) as NostrEvent);
const renderItem = (event: NostrEvent) => <p data-testid="item">{event.content}</p>;

describe('FeedList', () => {
  it('shows its first rows at once, then the virtual list once its code has loaded after the first paint', async () => {
    render(<FeedList events={events} renderItem={renderItem} />);
    expect(screen.getByTestId('feed-first-rows').getAttribute('data-count')).toBe('30');
    expect(screen.getAllByTestId('item')).toHaveLength(FIRST_ROWS);
    expect(screen.getAllByTestId('item')[0].textContent).toBe('Note 0');
    const list = await screen.findByTestId('feed-list');
    expect(list.getAttribute('data-count')).toBe('30');
    expect(screen.queryByTestId('feed-first-rows')).toBeNull();
  });

  it('renders the virtual list from the start once its code is here', async () => {
    await loadVirtualFeedList();
    render(<FeedList events={events} renderItem={renderItem} />);
    expect(screen.getByTestId('feed-list').getAttribute('data-count')).toBe('30');
    expect(screen.queryByTestId('feed-first-rows')).toBeNull();
  });
});
