import type { Meta, StoryObj } from '@storybook/react';
import type { PersonSuggestion } from '@app/core';
import { classifySearchInput } from '@app/core/search';
import { expect, fn, userEvent, within } from 'storybook/test';
import { recentOptions, typingOptions } from './search-options';
import { SearchBoxView, SuggestionPopup } from './SearchBoxView';

const key = (n: number) => n.toString(16).padStart(64, '0');
const person = (n: number, name: string, nip05: string, distance: number): PersonSuggestion => ({ pubkey: key(n), name, nip05, picture: '', distance, friendsFollowing: 0, score: 1 });

const sixPeople = [
  person(1, 'Jack Dorsey', 'jack', 1),
  person(2, 'Jackie Chan', '', 2),
  person(3, 'Jacques Cousteau', 'jacques', 3),
  person(4, 'Jackson Pollock', '', 4),
  person(5, 'Jackal', 'jackal', 999),
  person(6, 'Bob Jackson', 'bob', 999),
];

const meta = {
  title: 'Components/SearchBoxView',
  component: SearchBoxView,
  args: {
    label: 'Search',
    value: 'jack',
    open: true,
    options: typingOptions('jack', sixPeople, 'posts', classifySearchInput),
    activeIndex: 0,
    onChange: fn(),
    onKeyDown: fn(),
    onChoose: fn(),
  },
  parameters: { layout: 'padded' },
  // The list is a lazy chunk: in before the story renders, as after the box's first use.
  loaders: [
    async () => {
      await SuggestionPopup.preload();
    },
  ],
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 480 }}><Story /></div>],
} satisfies Meta<typeof SearchBoxView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixSuggestions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(7);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(options[0]).toHaveTextContent('Following');
    await expect(options[2]).toHaveTextContent('3rd');
    await expect(options[6]).toHaveTextContent('Search posts for “jack”');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-activedescendant', options[0].id);
    await userEvent.click(options[1]);
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ kind: 'person', person: sixPeople[1] }));
  },
};

export const Loading: Story = {
  args: { value: 'jack', options: typingOptions('jack', [], 'posts', classifySearchInput), busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Looking up…');
  },
};

export const Empty: Story = {
  args: { value: '', options: [], showingRecent: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryAllByRole('option')).toHaveLength(0);
  },
};

export const NoResults: Story = {
  args: { value: 'zzzz', options: typingOptions('zzzz', [], 'people', classifySearchInput) },
  play: async ({ canvasElement }) => {
    const options = within(canvasElement).getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveTextContent('Search people for “zzzz”');
  },
};

export const LookupError: Story = {
  args: { value: 'nobody@example.com', open: false, options: [], error: 'Could not find nobody@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not find nobody@example.com');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  },
};

const longName = 'Alexandra Wonderland-Looking-Glass the Third of the Very Long Names';
export const LongNames: Story = {
  args: { value: 'alex', options: typingOptions('alex', [person(7, longName, 'alexandra.wonderland.looking.glass.the.third', 2)], 'posts', classifySearchInput) },
  play: async ({ canvasElement }) => {
    const option = within(canvasElement).getAllByRole('option')[0];
    await expect(option).toHaveTextContent(longName);
    await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth + 1); // cut with an ellipsis, not overflowing
  },
};

export const RightToLeftNames: Story = {
  args: { value: 'محمد', options: typingOptions('محمد', [person(8, 'محمد علي', 'mohammed', 1), person(9, 'שרה כהן', '', 2)], 'posts', classifySearchInput) },
  play: async ({ canvasElement }) => {
    const options = within(canvasElement).getAllByRole('option');
    await expect(options[0]).toHaveTextContent('محمد علي');
    await expect(options[1]).toHaveTextContent('שרה כהן');
  },
};

export const RecentSearches: Story = {
  args: {
    value: '',
    showingRecent: true,
    activeIndex: -1,
    onClearRecent: fn(),
    options: recentOptions([
      { type: 'person', pubkey: key(1), name: 'Jack Dorsey', nip05: 'jack', picture: '' },
      { type: 'text', query: 'coffee in Lisbon' },
      { type: 'text', query: '#nostr' },
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listbox', { name: 'Recent searches' })).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
    await expect(canvas.queryByRole('option', { selected: true })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onClearRecent).toHaveBeenCalledOnce();
  },
};
