import type { EncryptedFileMeta } from '@app/core';

/** How a decrypted file shows (spec 3 §2): inline image, inline video, or a download button. */
export type EncryptedFileKind = 'image' | 'video' | 'download';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;
const IMAGE_NAME = /\.(?:jpe?g|png|gif|webp|avif|apng)$/i;
const VIDEO_NAME = /\.(?:mp4|m4v|webm|mov|ogv)$/i;
const MEDIA_TYPE = /^(image|video)\/[\w.+-]{1,100}$/i;
/** Bidi overrides and isolates, marks, and other controls: a name must not reorder the text around it. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const MAX_NAME_LENGTH = 120;

/** A size in B, KB, MB or GB (1024-based), one decimal where it matters: `9437184` → `9 MB`. */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}

/** The file name as shown and saved: controls and bidi characters removed, long names shortened. */
export function displayFileName(name: string): string {
  const clean = name.replace(CONTROL_CHARACTERS, '').trim() || 'file';
  return clean.length > MAX_NAME_LENGTH ? `${clean.slice(0, MAX_NAME_LENGTH - 1)}…` : clean;
}

/** Images and videos of one piece (by imeta type, else by name) show inline; chunked files and others download. */
export function fileKindOf(file: Pick<EncryptedFileMeta, 'name' | 'mime' | 'chunkSize'>): EncryptedFileKind {
  if (file.chunkSize) return 'download';
  const type = file.mime?.trim().toLowerCase();
  if (type) return MEDIA_TYPE.test(type) ? (type.split('/')[0] as EncryptedFileKind) : 'download';
  if (IMAGE_NAME.test(file.name)) return 'image';
  return VIDEO_NAME.test(file.name) ? 'video' : 'download';
}

/** The decrypted blob's type: the imeta's image or video type for inline media, never one a browser would render. */
export function blobTypeOf(file: Pick<EncryptedFileMeta, 'mime'>, kind: EncryptedFileKind): string {
  return kind !== 'download' && MEDIA_TYPE.test(file.mime ?? '') ? file.mime!.toLowerCase() : 'application/octet-stream';
}
