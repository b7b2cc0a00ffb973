// Spec 3 §9 'Peer-to-peer' and §7 'Peer signalling'.

/** Kind of the signalling events (NIP-78 application data), tagged l=webrtc. */
export const SIGNALLING_KIND = 30078
export const SIGNALLING_LABEL = 'webrtc'
export const SIGNALLING_EXPIRY_S = 15
export const PRESENCE_PING_MS = 10_000
export const ONLINE_USER_TIMEOUT_MS = 15_000
export const STALE_CLEANUP_MS = 5_000
export const MAINTENANCE_MS = 30_000
export const DEFAULT_MAX_PEERS = 5
/** Messages a peer may send per second (REQs and pushed events). */
export const PEER_RATE_LIMIT = 5
export const PEER_RATE_WINDOW_MS = 1000
export const SUBSCRIPTION_MERGE_MS = 200
export const DUPLICATE_REQUEST_WINDOW_MS = 5000
export const INCOMING_REQ_LIMIT = 100
export const SEEN_EVENTS_PER_PEER = 500
/** Events older than this are not relayed to peers. */
export const RELAY_MAX_AGE_S = 60
export const MAX_LOG_ENTRIES = 100
export const FILE_CHUNK_BYTES = 16_384
export const MAX_BUFFERED_CHUNKS = 4
export const SEND_RETRY_MS = 100
export const BLOB_BUFFER_POLL_MS = 10
export const BLOB_REQUEST_TIMEOUT_MS = 60_000
export const BLOB_PAGE_SIZE = 20
/** How long a peer query waits for the peers' EOSE before giving up on them. */
export const PEER_EOSE_WAIT_MS = 1500

/** Spec 3 §8: peer-layer texts (logged, not shown), and the call toasts (shown). */
export const PEER_TEXTS = {
  invalidPeer: 'Invalid peer string',
  rateLimited: 'rate limit exceeded',
  invalidSignature: 'invalid signature',
  missingId: 'event missing ID',
  unsupported: 'unsupported message type',
  sendFailed: 'failed to send',
  nonMutual: 'Rejected offer from non-mutual follow',
  inboundFull: 'Inbound connection quota full',
  notConnected: 'peer connection not connected',
  unknownBlob: 'unknown blob request or chunk ids',
  confirm: (name: string) => `WebRTC connect with ${name}?`,
  permissionDenied: 'Camera/microphone permission denied',
  deviceNotFound: 'Camera/microphone not found',
  callFailed: (message: string) => `Failed to start call: ${message}`,
} as const
