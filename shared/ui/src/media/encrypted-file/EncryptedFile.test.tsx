import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoteContent } from '../../content/NoteContent';
import { imetaEntries } from '../../kinds/imeta';
import { renderWithApp } from '../../testing/renderWithApp';
import { SMALL_PNG, STORY_KEY, fileMeta, fileServer, linkTo, sealChunkedFile, sealIvPrefixed } from './encryptedFileFixtures';
import { EncryptedFile } from './EncryptedFile';

const BIN = 'https://files.example/u/abc.bin';
const imeta = (...parts: string[]) => ['imeta', `url ${BIN}`, ...parts];

// The view's code loads on first use; its first compile here can outlast a findBy wait.
beforeAll(() => EncryptedFile.preload().then(() => undefined), 60_000);

let objectUrls = 0;
beforeEach(() => {
  // jsdom has no object URLs
  URL.createObjectURL = vi.fn(() => `blob:test/${++objectUrls}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('encrypted files in note content', () => {
  it('turns a .bin link with key, name and size into the viewer (loaded on first use), not a link', async () => {
    const tags = [imeta(`decryption-key ${STORY_KEY}`, 'name notes.txt', 'size 1536', 'm text/plain')];
    const { container } = renderWithApp(<NoteContent content={`my notes ${BIN}`} tags={tags} />);
    expect((await screen.findByRole('button', { name: 'Download notes.txt' }, { timeout: 5000 }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('1.5 KB')).toBeTruthy();
    expect(container.querySelector('a')).toBeNull();
    expect(imetaEntries({ tags })).toEqual([]); // never also shown as a plain image
  });

  it('shows the link as a plain external link when the imeta lacks the key, not as an image it would fetch', () => {
    const tags = [imeta('name notes.txt', 'size 1536')];
    const { container } = renderWithApp(<NoteContent content={BIN} tags={tags} />);
    expect(container.querySelector('a')?.getAttribute('href')).toBe(BIN);
    expect(screen.queryByTestId('encrypted-file')).toBeNull();
    expect(imetaEntries({ tags })).toEqual([]);
    expect(imetaEntries({ tags: [imeta('m image/png')] })).toEqual([{ url: BIN, mime: 'image/png' }]);
  });
});

describe('EncryptedFile', () => {
  it('decrypts a single image inline and revokes its object URL on unmount', async () => {
    const server = fileServer(new Map([[BIN, await sealIvPrefixed(SMALL_PNG)]]));
    const view = renderWithApp(<EncryptedFile {...linkTo(fileMeta(BIN, 'cat.png', SMALL_PNG.length))} fetch={server.fetch} />);
    expect(screen.getByText('Decrypting...')).toBeTruthy();
    const image = await screen.findByRole('img', { name: 'cat.png' });
    const src = image.getAttribute('src');
    expect(src).toMatch(/^blob:/);
    view.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(src);
  });

  it('shows a chunked file behind its download button, with percent progress, then saves it', async () => {
    const plain = Uint8Array.from({ length: 3000 }, (_, index) => index % 256);
    const indexUrl = 'https://files.example/u/index.bin';
    const { files, chunkUrls } = await sealChunkedFile(plain, 1000, indexUrl);
    const server = fileServer(files, chunkUrls[2]);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithApp(<EncryptedFile {...linkTo(fileMeta(indexUrl, 'data.bin.zip', 3000, { chunkSize: 1000 }))} fetch={server.fetch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download data.bin.zip' }));
    expect(await screen.findByText('Decrypting... 67%')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('67');
    expect((screen.getByRole('button', { name: 'Download data.bin.zip' }) as HTMLButtonElement).disabled).toBe(true);
    server.release();
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const blob = (URL.createObjectURL as ReturnType<typeof vi.fn>).mock.calls.at(-1)![0] as Blob;
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(plain);
    expect(blob.type).toBe('application/octet-stream');
    expect(screen.queryByText(/Decrypting/)).toBeNull();
  });

  it('shows the failure under the file and lets a click try again', async () => {
    const server = fileServer(new Map());
    renderWithApp(<EncryptedFile {...linkTo(fileMeta(BIN, 'report.pdf', 10))} fetch={server.fetch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download report.pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch encrypted file');
    expect((screen.getByRole('button', { name: 'Download report.pdf' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('renders a hostile name as text, without markup or bidi overrides', () => {
    const name = '<img src=x onerror=alert(1)>\u202Egnp.exe';
    const { container } = renderWithApp(<EncryptedFile {...linkTo(fileMeta(BIN, name, 10))} fetch={fileServer(new Map()).fetch} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('Download <img src=x onerror=alert(1)>gnp.exe');
  });
});
