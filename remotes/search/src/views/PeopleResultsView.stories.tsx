import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { alice, longNamed, mallory, people } from '../stories/fixtures';
import { PeopleResultsView } from './PeopleResultsView';

const meta = {
  title: 'Views/PeopleResultsView',
  component: PeopleResultsView,
  args: { query: 'al', local: people.map((profile, index) => ({ profile, distance: index + 1 })), relays: { state: 'done', value: [] } },
} satisfies Meta<typeof PeopleResultsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('person-row');
    await expect(rows).toHaveLength(people.length);
    await expect(rows[0]).toHaveTextContent('Alice Liddell');
    await expect(rows[0]).toHaveTextContent('alice@example.com');
    await expect(canvas.getByRole('link', { name: 'People' })).toHaveAttribute('aria-current', 'page');
  },
};

export const BeforeSearching: Story = {
  args: { query: '', local: null, relays: { state: 'idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('person-row')).toBeNull();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search people' }), ' bob ');
    await expect(await canvas.findByRole('option', { name: 'Search people for “bob”' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { local: null, relays: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Searching people' })).toBeVisible();
  },
};

export const KnownFirstThenRelays: Story = {
  args: { local: [{ profile: alice.profile, distance: 1 }], relays: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('person-row')).toHaveLength(1);
    await expect(canvas.getByTestId('person-row')).toHaveTextContent('Following');
    await expect(canvas.getByRole('status', { name: 'Searching relays' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Follow' })).toBeVisible(); // it comes with the social state
  },
};

export const Empty: Story = {
  args: { query: 'zelda', local: [], relays: { state: 'done', value: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No people found')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { local: [], relays: { state: 'error', message: 'Failed to fetch relay information: 502 Bad Gateway' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to fetch relay information: 502 Bad Gateway');
  },
};

export const LongContent: Story = {
  args: { local: [], relays: { state: 'done', value: [longNamed.profile, ...people].map((profile) => ({ profile })) } },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getAllByTestId('person-row')[0];
    await expect(row).toHaveTextContent('Alexandra Wonderland');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

export const HostileContent: Story = {
  args: { local: [], relays: { state: 'done', value: [{ profile: mallory.profile }] } },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('person-row');
    await expect(row.querySelector('script, img')).toBeNull();
    await expect(row).toHaveTextContent('<script>alert(1)</script>');
  },
};
