import { hexToBytes } from '@noble/hashes/utils.js'
import { base64urlnopad } from '@scure/base'

/** Spec 3 §3 settings group `imgproxy`. */
export interface ImgproxySettings {
  /** The imgproxy endpoint, e.g. https://imgproxy.example/proxy; the signature and path follow it. */
  url: string
  /** Hex. */
  key: string
  /** Hex. */
  salt: string
  enabled: boolean
  /** Show the original when the proxied image has not loaded after 2 s. */
  fallbackToOriginal: boolean
}

/** Requested size in CSS pixels; `fill` crops to exactly w×h (avatars), `fit` keeps the aspect ratio. */
export interface ProxySize {
  width: number
  height: number
  fit?: 'fit' | 'fill'
}

/** Served at twice the size for high-density screens. */
export const IMGPROXY_DPR = 2

/** imgproxy's processing path: /rs:{fit|fill}:{w}:{h}/dpr:2/{urlsafe base64 of the source}. */
export function imgproxyPath(source: string, size: ProxySize): string {
  const width = Math.max(0, Math.round(size.width))
  const height = Math.max(0, Math.round(size.height))
  return `/rs:${size.fit ?? 'fit'}:${width}:${height}/dpr:${IMGPROXY_DPR}/${base64urlnopad.encode(new TextEncoder().encode(source))}`
}

/** imgproxy's signature: urlsafe base64 (no padding) of HMAC-SHA256(key, salt + path), key and salt given in hex. */
export async function signImgproxyPath(path: string, keyHex: string, saltHex: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', hexBytes(keyHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const salt = hexBytes(saltHex)
  const message = new Uint8Array(salt.length + path.length)
  message.set(salt)
  message.set(new TextEncoder().encode(path), salt.length)
  return base64urlnopad.encode(new Uint8Array(await crypto.subtle.sign('HMAC', key, message)))
}

/** Only http(s) sources go through the proxy (never data:, blob:, relative or already-proxied URLs). */
export function isProxiable(source: string, settings: Pick<ImgproxySettings, 'url'>): boolean {
  return /^https?:\/\//i.test(source) && !source.startsWith(trimSlash(settings.url) + '/')
}

/** The signed proxy URL for an image, or the original when the proxy is disabled, unusable or not applicable. */
export async function proxyImageUrl(source: string, size: ProxySize, settings: ImgproxySettings): Promise<string> {
  if (!settings.enabled || !settings.url || !isProxiable(source, settings)) return source
  if (!isHex(settings.key) || !isHex(settings.salt)) return source
  const path = imgproxyPath(source, size)
  return `${trimSlash(settings.url)}/${await signImgproxyPath(path, settings.key, settings.salt)}${path}`
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

function isHex(value: string): boolean {
  return value.length > 0 && value.length % 2 === 0 && /^[0-9a-f]+$/i.test(value)
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!isHex(hex)) throw new Error('imgproxy key and salt must be hex')
  return hexToBytes(hex) as Uint8Array<ArrayBuffer>
}
