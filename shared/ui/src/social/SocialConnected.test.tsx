import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp as render } from '../testing/renderWithApp';
import { FollowButton } from './FollowButton';
import { FollowDistanceBadge } from './FollowDistanceBadge';
import { FollowedBySummary } from './FollowedBySummary';
import { FollowsYouBadge } from './FollowsYouBadge';
import { MutedByWarning } from './MutedBy';
import { HOVER_CARD_DELAY_MS } from './followRules';
import { ProfileHoverCardView } from './lazyProfileHoverCard';
import { ProfileHoverCard } from './ProfileHoverCard';
import { installTestCore } from './testCore';

const ME = 'a'.repeat(64);
const THEM = 'b'.repeat(64);
const FRIEND = 'c'.repeat(64);

/** Lets the graph promise and observables settle. */
const settle = () => act(async () => {});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

beforeAll(async () => {
  await ProfileHoverCardView.preload();
});

describe('FollowButton', () => {
  it("offers Follow to a visitor, whose click asks them to sign in and follows nobody", async () => {
    const { bus, social } = installTestCore({ me: null });
    render(<FollowButton pubkey={THEM} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(bus.publish).toHaveBeenCalledWith({ type: 'auth:request', mode: 'sign-in', reason: 'Sign in to follow people.' });
    expect(social.follow).not.toHaveBeenCalled();
  });

  it('is hidden on my own profile', async () => {
    installTestCore({ me: ME });
    const { container } = render(<FollowButton pubkey={ME} />);
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it('follows, is disabled while publishing, then reads Following', async () => {
    const core = installTestCore({ me: ME });
    let finish!: () => void;
    core.social.follow.mockImplementationOnce(async (pubkey: string) => {
      await new Promise<void>((resolve) => (finish = resolve));
      core.follows$.next([pubkey]);
      return {} as never;
    });
    render(<FollowButton pubkey={THEM} />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(core.social.follow).toHaveBeenCalledWith(THEM);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    const button = screen.getByRole('button', { name: 'Following' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.mouseEnter(button);
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    await settle();
    expect(core.social.unfollow).toHaveBeenCalledWith(THEM);
    expect(screen.getByRole('button', { name: 'Follow' }).textContent).toContain('Follow');
  });

  it('logs a failure and rolls back', async () => {
    const core = installTestCore({ me: ME });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    core.social.follow.mockRejectedValueOnce(new Error('no relay'));
    render(<FollowButton pubkey={THEM} />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await settle();
    expect(warn).toHaveBeenCalledWith('Could not follow', expect.any(Error));
    expect((screen.getByRole('button', { name: 'Follow' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('unmutes a muted user', async () => {
    const core = installTestCore({ me: ME, mutes: [THEM] });
    render(<FollowButton pubkey={THEM} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    await settle();
    expect(core.social.unmute).toHaveBeenCalledWith(THEM);
    expect(screen.getByRole('button', { name: 'Follow' }).textContent).toContain('Follow');
  });
});

describe('graph-backed texts', () => {
  it('shows the friends badge and summary from the graph', async () => {
    installTestCore({ me: ME, distances: { [THEM]: 2 }, followedBy: { [THEM]: [FRIEND] }, profiles: { [FRIEND]: { pubkey: FRIEND, name: 'carol', created_at: 1 } } });
    render(
      <>
        <FollowDistanceBadge pubkey={THEM} />
        <FollowedBySummary pubkey={THEM} />
      </>,
    );
    await settle();
    expect(screen.getByText('Followed by 1 friend').textContent).toBe('Followed by 1 friend');
    expect(screen.getByRole('link', { name: 'carol' }).textContent).toContain('carol');
  });

  it('shows Follows you from the social service', async () => {
    installTestCore({ me: ME, followersOfMe: [THEM] });
    render(<FollowsYouBadge pubkey={THEM} />);
    await settle();
    expect(screen.getByText('Follows you').textContent).toBe('Follows you');
  });

  it('warns when muted by someone within distance 3, not by strangers only', async () => {
    installTestCore({ me: ME, mutedBy: { [THEM]: [FRIEND] }, distances: { [FRIEND]: 3 } });
    render(<MutedByWarning pubkey={THEM} />);
    await settle();
    expect(screen.getByTestId('muted-by-warning').textContent).toMatch(/^Muted by/);
    cleanup();
    installTestCore({ me: ME, mutedBy: { [THEM]: [FRIEND] }, distances: { [FRIEND]: 4 } });
    render(<MutedByWarning pubkey={THEM} />);
    await settle();
    expect(screen.queryByTestId('muted-by-warning')).toBeNull();
  });

  it('warns with Unmute when I muted them', async () => {
    installTestCore({ me: ME, mutes: [THEM] });
    render(<MutedByWarning pubkey={THEM} />);
    await settle();
    expect(screen.getByTestId('muted-by-warning').textContent).toContain('You muted this user.');
    expect(screen.getByRole('button', { name: 'Unmute' }).textContent).toContain('Unmute');
  });
});

describe('ProfileHoverCard', () => {
  const canHover = (hover: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: hover && query === '(hover: hover)', media: query }));

  beforeEach(() => {
    installTestCore({ me: ME, profiles: { [THEM]: { pubkey: THEM, name: 'bob', nip05: 'bob@example.com', about: 'y'.repeat(150), created_at: 1 } } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it(`opens after ${HOVER_CARD_DELAY_MS} ms of hover and closes on leave`, async () => {
    canHover(true);
    vi.useFakeTimers();
    render(
      <ProfileHoverCard pubkey={THEM}>
        <span>trigger</span>
      </ProfileHoverCard>,
    );
    fireEvent.mouseEnter(screen.getByText('trigger'));
    act(() => vi.advanceTimersByTime(HOVER_CARD_DELAY_MS - 1));
    expect(screen.queryByTestId('profile-hover-card')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const card = screen.getByTestId('profile-hover-card');
    expect(card.textContent).toContain('bob@example.com');
    expect(card.textContent).toContain(`${'y'.repeat(100)}…`);
    expect(card.textContent).not.toContain('y'.repeat(101));
    fireEvent.mouseLeave(screen.getByText('trigger'));
    expect(screen.queryByTestId('profile-hover-card')).toBeNull();
  });

  it('does not open when the pointer leaves before the delay', () => {
    canHover(true);
    vi.useFakeTimers();
    render(
      <ProfileHoverCard pubkey={THEM}>
        <span>trigger</span>
      </ProfileHoverCard>,
    );
    fireEvent.mouseEnter(screen.getByText('trigger'));
    act(() => vi.advanceTimersByTime(200));
    fireEvent.mouseLeave(screen.getByText('trigger'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('profile-hover-card')).toBeNull();
  });

  it('never opens on touch devices', () => {
    canHover(false);
    vi.useFakeTimers();
    render(
      <ProfileHoverCard pubkey={THEM}>
        <span>trigger</span>
      </ProfileHoverCard>,
    );
    fireEvent.mouseEnter(screen.getByText('trigger'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('profile-hover-card')).toBeNull();
  });
});
