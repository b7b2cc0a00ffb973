import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { hostileNote, latestNotes, longNote } from '../stories/fixtures';
import { PostView } from './PostView';

const meta = {
  title: 'Views/PostView',
  component: PostView,
  args: { load: { state: 'found', event: latestNotes[0] } },
} satisfies Meta<typeof PostView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Found: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('note-card');
    await expect(card).toHaveTextContent('Coffee is brewing');
    await expect(card).toHaveTextContent('Alice Liddell');
  },
};

export const Loading: Story = {
  args: { load: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading note')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { load: { state: 'missing' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Event not found')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { load: { state: 'error', message: 'No relay answered within 10 s' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch event');
    await expect(alert).toHaveTextContent('No relay answered within 10 s');
  },
};

export const LongContent: Story = {
  args: { load: { state: 'found', event: longNote } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Show More' })).toBeVisible();
  },
};

export const HostileContent: Story = {
  args: { load: { state: 'found', event: hostileNote } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('note-card');
    await expect(card.querySelector('script, img, svg')).toBeNull();
    await expect(card).toHaveTextContent('javascript:alert(1)');
  },
};
