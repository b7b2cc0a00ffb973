import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { GeohashMap } from './GeohashMap';
import { toggleGeohash } from './geohash-cells';

// No tiles in stories: the cells are drawn on the map's plain background, and nothing is fetched from the web.
const meta = {
  title: 'Map/GeohashMap',
  component: GeohashMap,
  args: { geohashes: [], onPick: fn(), tileUrl: '' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof GeohashMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const cells = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('path.geohash-cell');
const mapOf = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('.leaflet-container')).not.toBeNull());
  return canvasElement.querySelector<HTMLElement>('[role="application"]')!;
};

/** The world, nothing selected: a click picks a one-character cell (the whole map is in view). */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const map = await mapOf(canvasElement);
    await expect(cells(canvasElement)).toHaveLength(0);
    const box = map.getBoundingClientRect();
    map.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 }));
    await waitFor(() => expect(args.onPick).toHaveBeenCalledOnce());
    await expect((args.onPick as ReturnType<typeof fn>).mock.calls[0][0]).toMatch(/^[0-9b-hjkmnp-z]$/);
  },
};

/** Two districts of Berlin: outlined, and the view fitted to them. */
export const Selected: Story = {
  args: { geohashes: ['u33d', 'u33e'] },
  play: async ({ canvasElement }) => {
    await mapOf(canvasElement);
    await waitFor(() => expect(cells(canvasElement)).toHaveLength(2));
    const [first] = cells(canvasElement);
    await expect(first!.getBoundingClientRect().width).toBeGreaterThan(20);
  },
};

/** Clicks add a cell and a second click on it removes it again (the editor's use). */
export const PickAndUndo: Story = {
  args: { geohashes: ['u33d'] },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.geohashes);
    return (
      <>
        <GeohashMap {...args} geohashes={selected} onPick={(geohash) => setSelected((list) => toggleGeohash(list, geohash))} />
        <output data-testid="picked">{selected.join(', ')}</output>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const map = await mapOf(canvasElement);
    const picked = canvasElement.querySelector('[data-testid="picked"]')!;
    const box = map.getBoundingClientRect();
    const click = () => map.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: box.left + 20, clientY: box.top + 20 }));
    click();
    await waitFor(() => expect(picked.textContent).toMatch(/^u33d, u33\w+$/));
    await waitFor(() => expect(cells(canvasElement)).toHaveLength(2));
    click();
    await waitFor(() => expect(picked).toHaveTextContent(/^u33d$/));
  },
};

/** A long list: every valid cell drawn, text that is no geohash skipped. */
export const LongList: Story = {
  args: { geohashes: [...'0123456789bcdefghjkmnpqrstuvwxyz', 'not-a-geohash'] },
  play: async ({ canvasElement }) => {
    await mapOf(canvasElement);
    await waitFor(() => expect(cells(canvasElement)).toHaveLength(32));
  },
};

/** While Leaflet is on its way: a spinner in the map's place. */
export const Loading: Story = {
  args: { load: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading map' })).toBeVisible();
  },
};

/** Leaflet could not be fetched (offline): a clear message, and the field above it still works. */
export const LoadFailed: Story = {
  args: { load: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The map could not be loaded.');
  },
};
