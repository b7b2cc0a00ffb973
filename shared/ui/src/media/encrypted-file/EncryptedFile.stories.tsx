import { loadEncryptedFiles, type EncryptedFileMeta, type FileFetch } from '@app/core';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { NoteContent } from '../../content/NoteContent';
import { EncryptedFile } from './EncryptedFile';
import { SMALL_PNG, STORY_KEY, fileMeta, fileServer, linkTo, sealChunkedFile, sealIvPrefixed } from './encryptedFileFixtures';
import { EncryptedFileView, VIDEO_UNSUPPORTED } from './EncryptedFileView';

const FILE_URL = 'https://files.example/u/file.bin';
const INDEX_URL = 'https://files.example/u/index.bin';
const PLAIN = Uint8Array.from({ length: 3000 }, (_, index) => (index * 7) % 256);

type Subject = ReturnType<typeof linkTo> & { fetch: FileFetch; release?: () => void };

/** The viewer's code, and the core's imeta reading and decrypting, load on first use: they are loaded before play. */
async function preloadViewer() {
  await EncryptedFile.preload();
}

/** A story of one file, its encrypted bytes served by an injected fetch (built in a loader: encrypting is async). */
function served(build: () => Promise<Subject>): Pick<Story, 'loaders' | 'render'> {
  return {
    loaders: [async () => ({ subject: await build() })],
    render: (_args, { loaded }) => <EncryptedFile {...(loaded.subject as Subject)} />,
  };
}

const singleFile = (name: string, bytes: Uint8Array, extra: Partial<EncryptedFileMeta> = {}) => async () => ({
  ...linkTo(fileMeta(FILE_URL, name, bytes.length, extra)),
  fetch: fileServer(new Map([[FILE_URL, await sealIvPrefixed(bytes)]])).fetch,
});

/** 3000 bytes in three 1000-byte chunks; `drop` leaves a chunk (0-based) or the index (-1) out, `hold` waits on one. */
const chunkedFile = ({ drop, hold }: { drop?: number; hold?: number } = {}) => async () => {
  const { files, chunkUrls } = await sealChunkedFile(PLAIN, 1000, INDEX_URL);
  if (drop !== undefined) files.delete(drop < 0 ? INDEX_URL : chunkUrls[drop]);
  const server = fileServer(files, hold === undefined ? undefined : chunkUrls[hold]);
  return { ...linkTo(fileMeta(INDEX_URL, 'archive.zip', PLAIN.length, { chunkSize: 1000 })), ...server };
};

const meta = {
  title: 'Media/EncryptedFile',
  component: EncryptedFile,
  args: linkTo(fileMeta(FILE_URL, 'report.pdf', 2_621_440)),
  loaders: [preloadViewer],
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof EncryptedFile>;

export default meta;
type Story = StoryObj<typeof meta>;

const downloadButton = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('button', { name: `Download ${name}` });

/** Idle: a file that is not an image or a video waits behind its button and size. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(await downloadButton(canvasElement, 'report.pdf')).toBeEnabled();
    await expect(within(canvasElement).getByText('2.5 MB')).toBeVisible();
    await expect(within(canvasElement).getByTestId('encrypted-file')).toHaveAttribute('data-state', 'idle');
  },
};

/** Decrypting a chunked file: "Decrypting...", a bar and the percent done (the third chunk held back). */
export const DecryptingWithProgress: Story = {
  ...served(chunkedFile({ hold: 2 })),
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(await downloadButton(canvasElement, 'archive.zip'));
    await expect(await within(canvasElement).findByText('Decrypting... 67%')).toBeVisible();
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    await expect(await downloadButton(canvasElement, 'archive.zip')).toBeDisabled();
    (loaded.subject as Subject).release?.();
    await waitFor(() => expect(within(canvasElement).getByTestId('encrypted-file')).toHaveAttribute('data-state', 'shown'));
  },
};

/** A single encrypted image shows inline, at most 400 px high. */
export const Image: Story = {
  ...served(singleFile('photo.png', SMALL_PNG, { mime: 'image/png' })),
  play: async ({ canvasElement }) => {
    const image = (await within(canvasElement).findByRole('img', { name: 'photo.png' })) as HTMLImageElement;
    await expect(image.src).toMatch(/^blob:/);
    await waitFor(() => expect(image.naturalWidth).toBe(8));
    await expect(getComputedStyle(image).maxHeight).toBe('400px');
  },
};

/** A video shows with controls; one the browser cannot play (here: random bytes) gets a message instead. */
export const VideoUnsupported: Story = {
  ...served(singleFile('clip.mp4', PLAIN.slice(0, 500))),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('video[controls]')).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    await expect(await within(canvasElement).findByText(VIDEO_UNSUPPORTED)).toBeVisible();
  },
};

/** A chunked file decrypts on click and is saved under its name; the button stays for saving again. */
export const DownloadButton: Story = {
  ...served(chunkedFile()),
  play: async ({ canvasElement }) => {
    const saved: HTMLAnchorElement[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    try {
      await expect(within(canvasElement).getByText('2.9 KB')).toBeVisible();
      await userEvent.click(await downloadButton(canvasElement, 'archive.zip'));
      await waitFor(() => expect(saved).toHaveLength(1));
      await expect(saved[0].download).toBe('archive.zip');
      const bytes = new Uint8Array(await (await fetch(saved[0].href)).arrayBuffer());
      await expect(bytes).toEqual(PLAIN);
      await expect(await downloadButton(canvasElement, 'archive.zip')).toBeEnabled();
    } finally {
      click.mockRestore();
    }
  },
};

/** Each failure of spec 3 §8, in red under the file; a click starts the chunked ones. */
function failing(build: () => Promise<Subject>, text: string, click = true): Story {
  return {
    ...served(build),
    play: async ({ canvasElement }) => {
      if (click) await userEvent.click(await downloadButton(canvasElement, 'archive.zip'));
      await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text);
    },
  };
}

export const ErrorIndexFetch = failing(chunkedFile({ drop: -1 }), 'Failed to fetch index file');
export const ErrorChunkFetch = failing(chunkedFile({ drop: 1 }), 'Failed to fetch chunk 2');
export const ErrorFileFetch = failing(async () => ({ ...linkTo(fileMeta(FILE_URL, 'photo.png', 10)), fetch: fileServer(new Map()).fetch }), 'Failed to fetch encrypted file', false);
export const ErrorDecrypt = failing(async () => ({ ...(await singleFile('photo.png', SMALL_PNG)()), ...linkTo(fileMeta(FILE_URL, 'photo.png', 10, { key: 'ab'.repeat(32) })) }), 'Failed to decrypt file', false);

/** A chunked file's metadata without its key: note content never shows one (its link stays plain); the view says so. */
export const ErrorMissingIndexKey: Story = {
  loaders: [async () => ({ openFile: (await loadEncryptedFiles()).openEncryptedFile, ...(await chunkedFile()()) })],
  render: (_args, { loaded }) => (
    <EncryptedFileView file={fileMeta(INDEX_URL, 'archive.zip', PLAIN.length, { chunkSize: 1000, key: '' })} openFile={loaded.openFile} fetch={loaded.fetch} />
  ),
  play: failing(chunkedFile(), 'Missing decryption key for index file').play,
};

const HOSTILE_NAME = `<img src=x onerror=alert(1)>\u202Efdp.exe ${'very-long-name-'.repeat(20)}`;

/** A hostile, long name is text only: no markup, no bidi override, wrapped inside the note's width. */
export const HostileLongName: Story = {
  args: linkTo(fileMeta(FILE_URL, HOSTILE_NAME, 1234)),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: /^Download <img src=x onerror=alert\(1\)>fdp\.exe very-long/ });
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(button.textContent).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.querySelector('div')!.getBoundingClientRect().right + 0.5);
    await expect(within(canvasElement).getByText('1.2 KB')).toBeVisible();
  },
};

/** In a note: a .bin link with its imeta opens as a file; one whose imeta lacks the key stays a plain link. */
export const InNoteContent: Story = {
  render: () => (
    <NoteContent
      content={`Notes ${FILE_URL} and ${INDEX_URL}`}
      tags={[
        ['imeta', `url ${FILE_URL}`, `decryption-key ${STORY_KEY}`, 'name notes.txt', 'size 2048'],
        ['imeta', `url ${INDEX_URL}`, 'name secret.zip', 'size 2048'],
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await downloadButton(canvasElement, 'notes.txt')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: INDEX_URL })).toHaveAttribute('href', INDEX_URL);
    await expect(within(canvasElement).queryByRole('link', { name: FILE_URL })).toBeNull();
  },
};
