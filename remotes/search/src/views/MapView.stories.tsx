import type { Meta, StoryObj } from '@storybook/react';
import { preloadMap } from '@app/ui/map';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fakeTimeline } from '../../../../storybook/preset/fake-timeline';
import { geotaggedNotes, hostileNote, longCoffeeNote } from '../stories/fixtures';
import { MapView } from './MapView';

const meta = {
  title: 'Views/MapView',
  component: MapView,
  args: { geohash: 'u09tv', timeline: fakeTimeline({ items: geotaggedNotes }) },
  // The map's code and Leaflet load before play: on a busy machine their first compile can outlast a findBy wait.
  loaders: [preloadMap],
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Geotagged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Map · u09tv' })).toBeVisible();
    await expect(canvas.getAllByTestId('note-card')).toHaveLength(geotaggedNotes.length);
  },
};

export const DefaultRegions: Story = {
  args: { geohash: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Map' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { timeline: fakeTimeline({ loading: true, hasMore: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading note')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { geohash: 'zzzzz', timeline: fakeTimeline() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No posts found')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { timeline: fakeTimeline({ error: 'wss://relay.example.com does not index #g', hasMore: true }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.timeline.timeline.refresh).toHaveBeenCalledOnce();
  },
};

export const LongContent: Story = {
  args: { timeline: fakeTimeline({ items: [longCoffeeNote, ...geotaggedNotes] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Show More' })).toBeVisible();
  },
};

export const HostileContent: Story = {
  args: { timeline: fakeTimeline({ items: [hostileNote] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('note-card').querySelector('script, img, svg')).toBeNull();
  },
};

/** The map without tiles (a deployment without a tile server), the place's cell drawn, and 'Add current location'. */
export const MapAndLocation: Story = {
  args: { onPick: fn(), onLocate: fn(), tileUrl: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const map = await canvas.findByRole('application');
    await waitFor(() => expect(map.querySelectorAll('path.geohash-cell').length).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Add current location' }));
    await expect(args.onLocate).toHaveBeenCalledOnce();
  },
};

export const Locating: Story = {
  args: { onLocate: fn(), locating: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Add current location/ })).toBeDisabled();
  },
};

export const LocationRefused: Story = {
  args: { onLocate: fn(), locationError: 'Could not get location' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not get location');
  },
};
