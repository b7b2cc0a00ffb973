import type { Meta, StoryObj } from '@storybook/react';
import { getCore } from '@app/core';
import { expect, waitFor, within } from 'storybook/test';
import { installOfflineCore } from '../../../../storybook/preset/offline-core';
import { blurhashDataUrl } from './blurhashPlaceholder';
import { ProxiedImage } from './ProxiedImage';

const meta = {
  title: 'Media/ProxiedImage',
  component: ProxiedImage,
  args: { src: 'http://127.0.0.1:9/never.png', alt: 'A cat', blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj', dim: '800x600' },
  decorators: [(Story) => <div style={{ width: 400 }}>{Story()}</div>],
} satisfies Meta<typeof ProxiedImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * While loading, the 16×16 blurhash fills the box reserved by `dim`; an image that never loads is hidden. The decoder
 * is fetched ahead here, as after a first image (it loads on first use).
 */
export const BlurhashThenHiddenOnFailure: Story = {
  beforeEach: async () => void (await blurhashDataUrl('LEHV6nWB2yk8pyo0adR*.7kCMdnj')),
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('proxied-image');
    await expect(getComputedStyle(frame).backgroundImage).toContain('data:image/png');
    await expect(Math.round(frame.getBoundingClientRect().height)).toBe(300);
    await waitFor(() => expect(within(canvasElement).queryByTestId('proxied-image')).toBeNull(), { timeout: 5000 });
  },
};

export const NonHttpSourceRendersNothing: Story = {
  args: { src: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

const AUTHOR = 'a1'.repeat(32);
type PeerHub = Parameters<ReturnType<typeof getCore>['peerHubs']['attach']>[0];

/** A small PNG and its SHA-256, as a Blossom server would name it. */
async function pngWithHash() {
  const canvas = Object.assign(document.createElement('canvas'), { width: 8, height: 6 });
  canvas.getContext('2d')!.fillRect(0, 0, 8, 6);
  const png = await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob!), 'image/png'));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await png.arrayBuffer()));
  return { png, hash: [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('') };
}

/** The core's peer hub answering fetchBlob with `answer` while the story runs (as the p2p layer does when it runs). */
function peersAnswer(answer: (png: Blob) => Blob) {
  return async ({ loaded }: { loaded: Record<string, unknown> }) => {
    installOfflineCore();
    const { png } = loaded as Awaited<ReturnType<typeof pngWithHash>>;
    const asked: string[] = [];
    // Only the media methods matter here; the rest pass the relays' answers through, as with no peer connected.
    const hub = {
      withPeers: (relays: unknown) => relays,
      batchedQuery: (relays: () => unknown) => relays(),
      publish() {},
      observe() {},
      fetchBlob: async (hash: string) => (asked.push(hash), answer(png)),
    } as unknown as PeerHub;
    const detach = getCore().peerHubs.attach(hub);
    (loaded as { asked?: string[] }).asked = asked;
    return detach;
  };
}

/** Spec 2: the media server is gone; a peer has the image of this author (within distance 2), checked by its hash. */
export const FromPeersWhenTheServerIsGone: Story = {
  loaders: [pngWithHash],
  beforeEach: peersAnswer((png) => png),
  render: (args, { loaded }) => <ProxiedImage {...args} src={`http://127.0.0.1:9/${loaded.hash}.png`} author={AUTHOR} />,
  play: async ({ canvasElement, loaded }) => {
    // The frame is hidden once the server fails, then comes back with the peers' copy.
    const frame = () => within(canvasElement).getByTestId('proxied-image');
    await waitFor(() => expect(frame()).toHaveAttribute('data-source', 'peer'), { timeout: 8000 });
    await expect(frame().querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
    await expect((loaded as { asked: string[] }).asked).toEqual([loaded.hash]);
  },
};

/** Spec 3 §5: bytes from a peer that do not hash to the URL's hash are discarded; the image stays hidden. */
export const PeerBytesOfAnotherHashAreDiscarded: Story = {
  loaders: [pngWithHash],
  beforeEach: peersAnswer(() => new Blob(['not the image'], { type: 'image/png' })),
  render: (args, { loaded }) => <ProxiedImage {...args} src={`http://127.0.0.1:9/${loaded.hash}.png`} author={AUTHOR} fallback={<span>link</span>} />,
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect((loaded as { asked?: string[] }).asked).toEqual([loaded.hash]), { timeout: 8000 });
    await expect(await within(canvasElement).findByText('link')).toBeVisible();
    await expect(within(canvasElement).queryByTestId('proxied-image')).toBeNull();
  },
};

/** Without an author (not a note), peers are never asked. */
export const NoAuthorNoPeers: Story = {
  loaders: [pngWithHash],
  beforeEach: peersAnswer((png) => png),
  render: (args, { loaded }) => <ProxiedImage {...args} src={`http://127.0.0.1:9/${loaded.hash}.png`} fallback={<span>link</span>} />,
  play: async ({ canvasElement, loaded }) => {
    await expect(await within(canvasElement).findByText('link', {}, { timeout: 8000 })).toBeVisible();
    await expect((loaded as { asked: string[] }).asked).toEqual([]);
  },
};
