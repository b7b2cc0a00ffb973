import type { Meta, StoryObj } from '@storybook/react';
import { Link } from '@app/ui';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { imageNotes, itemsOf, videoNote } from './media-fixtures';
import { MediaModal } from './MediaModal';
import { createSidebarSetting } from './sidebar-setting';

/** A fresh in-memory side-panel setting per story (never the tab's localStorage). */
function memorySetting(visible = true) {
  const values = new Map<string, string>();
  const setting = createSidebarSetting({ getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) });
  setting.set(visible);
  return setting;
}

const meta = {
  title: 'Media/MediaModal',
  component: MediaModal,
  args: { items: itemsOf(imageNotes(3)), startIndex: 0, onClose: fn(), sidebarSetting: memorySetting() },
  // The modal is portalled to <body>: queries use the document.
  render: (args) => (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <MediaModal {...args} />
    </>
  ),
} satisfies Meta<typeof MediaModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const counter = () => screen().getByTestId('media-counter');

export const OneItem: Story = {
  args: { items: itemsOf(imageNotes(1)), sidebarSetting: memorySetting() },
  play: async () => {
    await expect(screen().getByRole('dialog', { name: 'Media viewer' })).toBeVisible();
    await waitFor(() => expect(counter()).toHaveTextContent('1 / 1'));
    await expect(screen().queryByRole('button', { name: 'Next' })).toBeNull();
    await expect(screen().queryByTestId('media-dots')).toBeNull();
  },
};

export const ThreeItemsKeyboard: Story = {
  args: { sidebarSetting: memorySetting() },
  play: async ({ args }) => {
    await waitFor(() => expect(counter()).toHaveTextContent('1 / 3'));
    await expect(screen().getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(counter()).toHaveTextContent('2 / 3'));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(counter()).toHaveTextContent('3 / 3'));
    await expect(screen().getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(counter()).toHaveTextContent('2 / 3'));
    await userEvent.click(screen().getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(counter()).toHaveTextContent('1 / 3'));
    await userEvent.click(screen().getByRole('button', { name: 'Go to item 3' }));
    await waitFor(() => expect(counter()).toHaveTextContent('3 / 3'));
    await expect(screen().getAllByRole('button', { name: /^Go to item/ })).toHaveLength(3);
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const TwelveItemsDotWindow: Story = {
  args: { items: itemsOf(imageNotes(12)), startIndex: 10, sidebarSetting: memorySetting(false) },
  play: async () => {
    await waitFor(() => expect(counter()).toHaveTextContent('11 / 12'));
    const dots = () => screen().getAllByRole('button', { name: /^Go to item/ }).map((dot) => dot.getAttribute('aria-label'));
    await expect(dots()).toHaveLength(9);
    await expect(dots()[8]).toBe('Go to item 12');
    await userEvent.click(screen().getByRole('button', { name: 'Go to item 4' }));
    await waitFor(() => expect(counter()).toHaveTextContent('4 / 12'));
    await expect(dots()[0]).toBe('Go to item 1');
    await expect(screen().getByRole('button', { name: 'Go to item 4' })).toHaveAttribute('aria-current', 'true');
  },
};

/** Only the current item and its neighbours are mounted: the next and previous images preload. */
export const NeighboursPreloaded: Story = {
  args: { items: itemsOf(imageNotes(12)), startIndex: 5, sidebarSetting: memorySetting(false) },
  play: async () => {
    const slides = screen().getAllByTestId('media-slide');
    await expect(slides).toHaveLength(12);
    const mounted = slides.flatMap((slide, i) => (slide.querySelector('[data-status]') ? [i] : []));
    await expect(mounted).toEqual([4, 5, 6]);
    await expect(slides[5].querySelector('[data-testid="media-blurhash"]')).not.toBeNull();
  },
};

export const SidePanelOn: Story = {
  args: { sidebarSetting: memorySetting(true) },
  play: async ({ args }) => {
    const panel = screen().getByTestId('media-side-panel');
    await expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    await expect(within(panel).getByTestId('note-card')).toHaveTextContent('Photo 1');
    await userEvent.click(screen().getByRole('button', { name: 'Next' })); // the keys are ThreeItemsKeyboard's
    await waitFor(() => expect(within(panel).getByTestId('note-card')).toHaveTextContent('Photo 2'));
    const toggle = screen().getByRole('button', { name: 'Hide note' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(screen().queryByTestId('media-side-panel')).toBeNull();
    await expect(args.sidebarSetting?.get()).toBe(false);
  },
};

export const SidePanelOff: Story = {
  args: { sidebarSetting: memorySetting(false) },
  play: async ({ args }) => {
    await expect(screen().queryByTestId('media-side-panel')).toBeNull();
    await userEvent.click(screen().getByRole('button', { name: 'Show note' }));
    await expect(screen().getByTestId('media-side-panel')).toBeVisible();
    await expect(args.sidebarSetting?.get()).toBe(true);
  },
};

export const Video: Story = {
  args: { items: itemsOf([videoNote]), sidebarSetting: memorySetting(false) },
  play: async () => {
    const video = document.querySelector<HTMLVideoElement>('dialog video');
    await expect(video).not.toBeNull();
    await expect(video!.muted).toBe(true);
    await expect(video!.playsInline).toBe(true);
    await expect(video).toHaveAttribute('data-autoplay', 'true');
    await expect(video).toHaveAttribute('src', 'https://video.example.com/clip.mp4');
  },
};

/** A fast drag to the left goes to the next item; a short slow one stays; a drag right goes back. */
export const Swipe: Story = {
  args: { sidebarSetting: memorySetting(false) },
  play: async () => {
    const slides = screen().getByTestId('media-slides');
    const drag = (fromX: number, toX: number) => {
      fireEvent.pointerDown(slides, { pointerId: 1, button: 0, clientX: fromX, clientY: 300 });
      fireEvent.pointerMove(slides, { pointerId: 1, clientX: (fromX + toX) / 2, clientY: 302 });
      fireEvent.pointerMove(slides, { pointerId: 1, clientX: toX, clientY: 302 });
      fireEvent.pointerUp(slides, { pointerId: 1, clientX: toX, clientY: 302 });
    };
    const width = slides.getBoundingClientRect().width;
    drag(width * 0.8, width * 0.2);
    await waitFor(() => expect(counter()).toHaveTextContent('2 / 3'));
    drag(width * 0.2, width * 0.8);
    await waitFor(() => expect(counter()).toHaveTextContent('1 / 3'));
    fireEvent.pointerDown(slides, { pointerId: 2, button: 0, clientX: 300, clientY: 300 });
    fireEvent.pointerMove(slides, { pointerId: 2, clientX: 288, clientY: 300 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    fireEvent.pointerUp(slides, { pointerId: 2, clientX: 285, clientY: 300 });
    await waitFor(() => expect(counter()).toHaveTextContent('1 / 3'));
  },
};

export const BackdropClickCloses: Story = {
  args: { onClose: fn(), sidebarSetting: memorySetting(false) },
  play: async ({ args }) => {
    const current = screen().getAllByTestId('media-slide').find((slide) => slide.dataset.current === 'true')!;
    await userEvent.click(current);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const RouteChangeCloses: Story = {
  args: { onClose: fn(), sidebarSetting: memorySetting(true) },
  play: async ({ args, canvasElement }) => {
    await expect(args.onClose).not.toHaveBeenCalled();
    within(canvasElement).getByRole('link', { name: 'Elsewhere' }).click();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
