import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp as render } from '../testing/renderWithApp';
import { FollowButtonView } from './FollowButtonView';
import { FollowDistanceBadgeView } from './FollowDistanceBadgeView';
import { FollowedBySummaryView } from './FollowedBySummaryView';
import { MutedBySummaryView, MutedByWarningView } from './MutedByView';
import { theme } from '@app/ui';

afterEach(cleanup);

const keys = (count: number) => Array.from({ length: count }, (_, index) => index.toString(16).padStart(64, '0'));
const names = (pubkey: string) => <span>name-{parseInt(pubkey, 16)}</span>;

describe('FollowButtonView', () => {
  const handlers = () => ({ onFollow: vi.fn(), onUnfollow: vi.fn(), onUnmute: vi.fn() });

  it('follows on click', () => {
    const on = handlers();
    render(<FollowButtonView state="follow" {...on} />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(on.onFollow).toHaveBeenCalledOnce();
  });

  it('reads Following, Unfollow while hovered, and unfollows on click', () => {
    const on = handlers();
    render(<FollowButtonView state="following" {...on} />);
    const button = screen.getByRole('button', { name: 'Following' });
    fireEvent.mouseEnter(button);
    expect(button.textContent).toBe('Unfollow');
    fireEvent.click(button);
    expect(on.onUnfollow).toHaveBeenCalledOnce();
    fireEvent.mouseLeave(button);
    expect(button.textContent).toBe('Following');
  });

  it('offers Unmute for a muted user', () => {
    const on = handlers();
    render(<FollowButtonView state="muted" {...on} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(on.onUnmute).toHaveBeenCalledOnce();
  });

  it('is disabled while publishing and renders nothing when hidden', () => {
    const { container, rerender } = render(<FollowButtonView state="follow" busy {...handlers()} />);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    rerender(<FollowButtonView state="hidden" {...handlers()} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('FollowDistanceBadgeView', () => {
  it('uses the accent colour above 10 friends', () => {
    render(<FollowDistanceBadgeView distance={2} friends={12} muted={false} />);
    const badge = screen.getByText('Followed by 12 friends');
    expect(getComputedStyle(badge).color).toBe(theme.colors.accent);
  });

  it('shows nothing at distance 3', () => {
    const { container } = render(<FollowDistanceBadgeView distance={3} friends={0} muted={false} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('FollowedBySummaryView', () => {
  it('names three friends then counts the others you follow', () => {
    render(<FollowedBySummaryView distance={2} followedBy={keys(7)} renderName={names} />);
    const line = screen.getByText(/^Followed by/);
    expect(line.textContent).toBe('Followed by name-0, name-1, name-2 and 4 others you follow');
    expect(screen.queryByText('name-3')).toBeNull();
  });

  it('lists up to three names with no count', () => {
    render(<FollowedBySummaryView distance={2} followedBy={keys(2)} renderName={names} />);
    expect(screen.getByText(/^Followed by/).textContent).toMatch(/^Followed by name-0, name-1$/);
  });

  it('links names to profiles by default', () => {
    render(<FollowedBySummaryView distance={2} followedBy={keys(1)} />);
    expect(screen.getByRole('link').getAttribute('href')).toMatch(/^\/npub1/);
  });

  it.each([
    [1, 'Followed by you'],
    [3, 'Followed by friends of friends'],
    [1000, 'Not followed by anyone you follow'],
  ])('distance %i reads %j', (distance, text) => {
    render(<FollowedBySummaryView distance={distance} followedBy={[]} />);
    expect(screen.getByText(text).textContent).toBe(text);
  });
});

describe('Muted by', () => {
  it('names three muters then a count', () => {
    render(<MutedBySummaryView mutedBy={keys(5)} renderName={names} />);
    expect(screen.getByText(/^Muted by/).textContent).toBe('Muted by name-0, name-1, name-2 and 2 others');
  });

  it('shows the warning only when asked, with the action', () => {
    const { rerender } = render(<MutedByWarningView show={false} mutedByMe={false} mutedBy={keys(1)} />);
    expect(screen.queryByTestId('muted-by-warning')).toBeNull();
    rerender(<MutedByWarningView show mutedByMe mutedBy={[]} action={<button>Unmute</button>} />);
    expect(screen.getByTestId('muted-by-warning').textContent).toContain('You muted this user.');
    expect(screen.getByRole('button', { name: 'Unmute' }).textContent).toContain('Unmute');
  });
});
