import { act, cleanup, screen, within } from '@testing-library/react';
import { DEFAULT_SOCIAL_GRAPH_ROOT } from '@app/core';
import { afterEach, describe, expect, it } from 'vitest';
import { installTestCore } from '../social/testCore';
import { renderWithApp as render } from '../testing/renderWithApp';
import { FollowsWidget, FollowSuggestion, RelevantPeopleWidget } from './PeopleWidgets';
import { rankSuggestions } from './suggestFollows';

const key = (n: number) => n.toString(16).padStart(64, '0');
const ME = key(1000);
const settle = () => act(async () => {});
const profile = (n: number, name: string) => ({ [key(n)]: { pubkey: key(n), name, created_at: 1 } });

afterEach(cleanup);

describe('rankSuggestions', () => {
  it('ranks by how many sources follow them and drops me, my follows and my mutes', () => {
    const ranked = rankSuggestions({
      me: ME,
      follows: [key(1), key(2), key(3)],
      mutes: [key(9)],
      sourceLists: [
        [key(5), key(6), ME, key(2), key(9)],
        [key(6), key(7), key(7)],
        [key(6), key(7), key(8)],
        undefined,
      ],
    });
    expect(ranked).toEqual([key(6), key(7), key(5), key(8)]);
  });

  it('shows at most five', () => {
    const many = Array.from({ length: 9 }, (_, n) => key(n + 10));
    expect(rankSuggestions({ me: ME, follows: [], mutes: [], sourceLists: [many] })).toHaveLength(5);
  });
});

describe('FollowSuggestion', () => {
  it('suggests who my follows follow, with follow buttons', async () => {
    installTestCore({
      me: ME,
      follows: [key(1), key(2)],
      followsOf: { [key(1)]: [key(5), key(6)], [key(2)]: [key(6)] },
      profiles: { ...profile(5, 'eve'), ...profile(6, 'frank') },
    });
    render(<FollowSuggestion pubkey={ME} />);
    await settle();
    const widget = screen.getByRole('region', { name: 'Suggested follows' });
    expect(within(widget).getAllByRole('link').map((link) => link.textContent)).toEqual(['frank', 'eve']);
    expect(within(widget).getAllByRole('button', { name: 'Follow' })).toHaveLength(2);
  });

  it('suggests the default root’s follows to someone who follows nobody', async () => {
    installTestCore({ me: ME, follows: [], followsOf: { [DEFAULT_SOCIAL_GRAPH_ROOT]: [key(7)] }, profiles: profile(7, 'gus') });
    render(<FollowSuggestion pubkey={ME} />);
    await settle();
    expect(screen.getByRole('link', { name: 'gus' })).toBeTruthy();
  });
});

describe('FollowsWidget', () => {
  it('lists the user’s follows, linking to their profiles', async () => {
    installTestCore({ me: ME, followsOf: { [key(3)]: [key(4)] }, profiles: profile(4, 'dora') });
    render(<FollowsWidget pubkey={key(3)} />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Follows' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'dora' }).getAttribute('href')).toMatch(/^\/npub1/);
  });
});

describe('RelevantPeopleWidget', () => {
  it('lists each person once', async () => {
    installTestCore({ me: ME, profiles: profile(4, 'dora') });
    render(<RelevantPeopleWidget pubkeys={[key(4), key(4)]} />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Relevant people' })).toBeTruthy();
    expect(screen.getAllByTestId('person-row')).toHaveLength(1);
  });
});
