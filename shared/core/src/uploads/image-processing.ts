import { encode } from 'blurhash'
import type { MediaMetadata } from './imeta'

/** Spec 2 §9: at upload the blurhash is computed on the image downsized to at most 32 px, 4×3 components. */
export const BLURHASH_MAX_SIZE = 32
export const BLURHASH_COMPONENTS = { x: 4, y: 3 } as const
const JPEG_QUALITY = 0.92

/** A file ready to upload, with its image facts when it is an image. */
export interface PreparedMedia {
  file: File
  metadata?: MediaMetadata
}

/** Segments that can carry personal data: APP1 (Exif with location, XMP), APP13 (IPTC) and comments; not ICC colour profiles. */
const METADATA_MARKERS = new Set([0xe1, 0xed, 0xfe])

/** True when a JPEG carries metadata segments before its image data. */
export function jpegHasMetadata(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return false
  let offset = 2
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]
    if (marker === 0xda) return false // start of scan: no more headers
    if (METADATA_MARKERS.has(marker)) return true
    offset += 2 + ((bytes[offset + 2] << 8) | bytes[offset + 3])
  }
  return false
}

type Canvas2D = { canvas: HTMLCanvasElement | OffscreenCanvas; context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D }

function canvasOf(width: number, height: number): Canvas2D {
  const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : Object.assign(document.createElement('canvas'), { width, height })
  const context = canvas.getContext('2d') as Canvas2D['context'] | null
  if (!context) throw new Error('Canvas 2D is not available')
  return { canvas, context }
}

async function canvasToBlob(canvas: Canvas2D['canvas'], type: string): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality: JPEG_QUALITY })
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode image'))), type, JPEG_QUALITY))
}

/** The image's blurhash, computed on a copy downsized to at most 32 px. */
export function blurhashOf(image: ImageBitmap): string {
  const scale = Math.min(1, BLURHASH_MAX_SIZE / Math.max(image.width, image.height))
  const width = Math.max(1, Math.round(image.width * scale))
  const height = Math.max(1, Math.round(image.height * scale))
  const { context } = canvasOf(width, height)
  context.drawImage(image, 0, 0, width, height)
  const pixels = context.getImageData(0, 0, width, height).data
  return encode(pixels, width, height, BLURHASH_COMPONENTS.x, BLURHASH_COMPONENTS.y)
}

/** Re-draws a JPEG on a canvas so its embedded metadata (location, camera…) is not uploaded. */
async function stripJpeg(file: File, image: ImageBitmap): Promise<File> {
  const { canvas, context } = canvasOf(image.width, image.height)
  context.drawImage(image, 0, 0)
  const blob = await canvasToBlob(canvas, 'image/jpeg')
  return new File([blob], file.name, { type: 'image/jpeg', lastModified: file.lastModified })
}

/** Browser only: dimensions and blurhash of an image, and a JPEG stripped of its metadata. Other files pass as they are. */
export async function prepareImage(file: File): Promise<PreparedMedia> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return { file }
  const image = await createImageBitmap(file)
  try {
    const metadata = { width: image.width, height: image.height, blurhash: blurhashOf(image) }
    const isJpeg = file.type === 'image/jpeg' && jpegHasMetadata(new Uint8Array(await file.slice(0, 65_536).arrayBuffer()))
    return { file: isJpeg ? await stripJpeg(file, image) : file, metadata }
  } finally {
    image.close()
  }
}
