import type { ImgproxySettings } from '../media/image-proxy'
import { PRODUCT_NAME } from './product'

/** Spec 3 §3 Settings, one interface per group. */
export interface AppearanceSettings {
  theme: string
  showRightColumn: boolean
  singleColumnLayout: boolean
  limitedMaxWidth: boolean
}

/** What the feeds show. */
export interface ContentSettings {
  blurNSFW: boolean
  maxFollowDistanceForReplies: number
  hidePostsByMutedMoreThanFollowed: boolean
  autoplayVideos: boolean
  showLikes: boolean
  showReposts: boolean
  showReplies: boolean
  showZaps: boolean
  showReactionsBar: boolean
  showReactionCounts: boolean
  showReactionCountsInStandalone: boolean
  hideReactionsBarInStandalone: boolean
  hideZapsBarInStandalone: boolean
}

/** The image proxy (signed URLs), defined with its URL builder. */
export type { ImgproxySettings }

/** Which notifications the user wants. */
export interface NotificationPreferences {
  mentions: boolean
  replies: boolean
  reposts: boolean
  reactions: boolean
  zaps: boolean
  dms: boolean
}

/** The push server and preferences. */
export interface NotificationSettings {
  server: string
  preferences: NotificationPreferences
}

/** The peer-to-peer layer. */
export interface NetworkSettings {
  webrtcEnabled: boolean
  webrtcMaxOutbound: number
  webrtcMaxInbound: number
  webrtcConnectToOwnDevices: boolean
  webrtcLogLevel: 'debug' | 'info' | 'warn' | 'error'
  p2pOnlyMode: boolean
  webrtcCallsEnabled: boolean
  webrtcFileReceivingEnabled: boolean
  /** STUN/TURN server URLs for peer connections (two public STUN servers by default; host candidates need none). */
  webrtcIceServers: string[]
}

/** Developer switches. */
export interface DebugSettings {
  enabled: boolean
  /** A throwaway key for debug sessions, never the user's key. */
  privateKey: string | null
}

/** The whole settings-storage state. */
export interface Settings {
  appearance: AppearanceSettings
  content: ContentSettings
  imgproxy: ImgproxySettings
  notifications: NotificationSettings
  network: NetworkSettings
  desktop: { startOnBoot: boolean }
  debug: DebugSettings
  legal: { tosAccepted: boolean; tosAcceptedVersion: number }
}

/** Environment facts some defaults depend on. */
export interface SettingsEnvironment {
  /** Reaction counts are off by default on touch devices. */
  isTouchDevice?: boolean
  imgproxy?: Partial<Pick<ImgproxySettings, 'url' | 'key' | 'salt'>>
  notificationServer?: string
}

/** Every default of spec 3 §3; values the spec leaves open follow the product's usual choices. */
export function defaultSettings(env: SettingsEnvironment = {}): Settings {
  return {
    appearance: { theme: PRODUCT_NAME, showRightColumn: true, singleColumnLayout: false, limitedMaxWidth: false },
    content: {
      blurNSFW: true,
      maxFollowDistanceForReplies: 5,
      hidePostsByMutedMoreThanFollowed: true,
      autoplayVideos: true,
      showLikes: true,
      showReposts: true,
      showReplies: true,
      showZaps: true,
      showReactionsBar: true,
      showReactionCounts: !env.isTouchDevice,
      showReactionCountsInStandalone: true,
      hideReactionsBarInStandalone: false,
      hideZapsBarInStandalone: false,
    },
    imgproxy: { url: '', key: '', salt: '', ...env.imgproxy, enabled: true, fallbackToOriginal: true },
    notifications: {
      server: env.notificationServer ?? '',
      preferences: { mentions: true, replies: true, reposts: true, reactions: true, zaps: true, dms: true },
    },
    network: {
      webrtcEnabled: false,
      webrtcMaxOutbound: 5,
      webrtcMaxInbound: 5,
      webrtcConnectToOwnDevices: true,
      webrtcLogLevel: 'info',
      p2pOnlyMode: false,
      webrtcCallsEnabled: true,
      webrtcFileReceivingEnabled: true,
      webrtcIceServers: ['stun:stun.l.google.com:19302', 'stun:stun.cloudflare.com:3478'],
    },
    desktop: { startOnBoot: false },
    debug: { enabled: false, privateKey: null },
    legal: { tosAccepted: false, tosAcceptedVersion: 0 },
  }
}
