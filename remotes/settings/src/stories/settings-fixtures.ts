import { PRODUCT_NAME, type Settings } from '@app/core';

/** Sample settings of the page stories: spec 3 §3's defaults (on a device with a mouse). */
export const DEFAULTS: Settings = {
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
    showReactionCounts: true,
    showReactionCountsInStandalone: true,
    hideReactionsBarInStandalone: false,
    hideZapsBarInStandalone: false,
  },
  imgproxy: { url: '', key: '', salt: '', enabled: true, fallbackToOriginal: true },
  notifications: { server: '', preferences: { mentions: true, replies: true, reposts: true, reactions: true, zaps: true, dms: true } },
  network: {
    webrtcEnabled: false,
    webrtcMaxOutbound: 5,
    webrtcMaxInbound: 5,
    webrtcConnectToOwnDevices: true,
    webrtcLogLevel: 'info',
    p2pOnlyMode: false,
    webrtcCallsEnabled: true,
    webrtcFileReceivingEnabled: true,
  },
  desktop: { startOnBoot: false },
  debug: { enabled: false, privateKey: null },
  legal: { tosAccepted: false, tosAcceptedVersion: 0 },
};

/** A configured image proxy (imgproxy's documented example key and salt). */
export const CONFIGURED_PROXY: Settings['imgproxy'] = {
  url: 'https://imgproxy.example.com',
  key: '943b421c9eb07c830af81030552c86009268de4e532ba2ee2eab8247c6da0881',
  salt: '520f986b998545b4785e0defbc4f3c1203f22de2374a3d53cb7a7fe9fea309c5',
  enabled: true,
  fallbackToOriginal: true,
};

/** A very long address, to check that fields and the preview wrap instead of overflowing. */
export const LONG_URL = `https://${'very-long-subdomain-'.repeat(6)}imgproxy.example.com/${'path/'.repeat(12)}`;
