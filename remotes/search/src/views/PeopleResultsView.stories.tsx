import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { longNamed, mallory, people } from '../stories/fixtures';
import { PeopleResultsView } from './PeopleResultsView';

const meta = {
  title: 'Views/PeopleResultsView',
  component: PeopleResultsView,
  args: { query: 'al', results: { state: 'done', value: people } },
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
  args: { query: '', results: { state: 'idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('person-row')).toBeNull();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search people' }), ' bob ');
    await expect(await canvas.findByRole('option', { name: 'Search people for “bob”' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { results: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Searching people' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { query: 'zelda', results: { state: 'done', value: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No people found')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { results: { state: 'error', message: 'The local database is unavailable' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The local database is unavailable');
  },
};

export const LongContent: Story = {
  args: { results: { state: 'done', value: [longNamed.profile, ...people] } },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getAllByTestId('person-row')[0];
    await expect(row).toHaveTextContent('Alexandra Wonderland');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

export const HostileContent: Story = {
  args: { results: { state: 'done', value: [mallory.profile] } },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('person-row');
    await expect(row.querySelector('script, img, svg')).toBeNull();
    await expect(row).toHaveTextContent('<script>alert(1)</script>');
  },
};
