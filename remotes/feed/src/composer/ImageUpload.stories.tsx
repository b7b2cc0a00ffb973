import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { jpegHasMetadata, prepareImage } from '../../../../shared/core/src/uploads/image-processing';
import { ComposerForm } from './ComposerForm';
import { blossomSuccess, fixtureServices } from './composer-fixtures';

/** A 40×30 gradient drawn on a canvas, encoded as PNG or JPEG. */
async function drawnImage(type: 'image/png' | 'image/jpeg'): Promise<Blob> {
  const canvas = new OffscreenCanvas(40, 30);
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, 40, 30);
  gradient.addColorStop(0, '#ff0000');
  gradient.addColorStop(1, '#0000ff');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 40, 30);
  return canvas.convertToBlob({ type });
}

/** The JPEG with an Exif (APP1) segment inserted right after its start marker. */
async function jpegWithExif(): Promise<File> {
  const bytes = new Uint8Array(await (await drawnImage('image/jpeg')).arrayBuffer());
  const exif = new TextEncoder().encode('Exif\0\0GPS 52.37N 4.89E');
  const segment = new Uint8Array([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff, ...exif]);
  return new File([bytes.slice(0, 2), segment, bytes.slice(2)], 'photo.jpg', { type: 'image/jpeg' });
}

const meta = {
  title: 'Composer/ImageUpload',
  component: ComposerForm,
  args: { mode: 'page', services: fixtureServices({ transport: blossomSuccess }), onPublished: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ComposerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A canvas-made PNG goes through the real image processing: its imeta has dim 40x30 and a blurhash. */
export const ImetaFromCanvasImage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File([await drawnImage('image/png')], 'gradient.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByTestId('composer-file-input'), [file]);
    const thumb = await waitFor(() => {
      const item = canvasElement.querySelector<HTMLElement>('[aria-label="Attached media"] li');
      if (!item) throw new Error('no thumbnail yet');
      return item;
    });
    await expect(thumb.dataset.dim).toBe('40x30');
    await expect(thumb.dataset.blurhash).toMatch(/^[0-9A-Za-z#$%*+,.:;=?@[\]^_{|}~-]{28}$/);
    await userEvent.click(canvas.getByTestId('composer-post'));
    await waitFor(() => expect(args.onPublished).toHaveBeenCalled());
    const [event] = (args.onPublished as ReturnType<typeof fn>).mock.calls[0];
    const imeta = event.tags.find((tag: string[]) => tag[0] === 'imeta');
    await expect(imeta).toEqual(expect.arrayContaining(['dim 40x30', `blurhash ${thumb.dataset.blurhash}`, 'm image/png']));
  },
};

/** A JPEG carrying Exif is re-drawn without it before upload; dimensions and blurhash are kept. */
export const JpegMetadataStripped: Story = {
  play: async () => {
    const original = await jpegWithExif();
    await expect(jpegHasMetadata(new Uint8Array(await original.arrayBuffer()))).toBe(true);
    const prepared = await prepareImage(original);
    await expect(prepared.file.type).toBe('image/jpeg');
    await expect(prepared.file.name).toBe('photo.jpg');
    await expect(jpegHasMetadata(new Uint8Array(await prepared.file.arrayBuffer()))).toBe(false);
    await expect(prepared.metadata).toEqual({ width: 40, height: 30, blurhash: expect.any(String) });
    const plainPng = new File([await drawnImage('image/png')], 'a.png', { type: 'image/png' });
    await expect((await prepareImage(plainPng)).file).toBe(plainPng);
  },
};
