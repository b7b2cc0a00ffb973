// @app/core/p2p (spec 3 peer-to-peer): browsers of mutual follows relay events to each other over WebRTC. Loaded only
// when the webrtcEnabled setting is on.
export { p2pOf, type P2PHandle } from './p2p-of'
export type { P2P, PeerPrompt, ConnectedPeer } from './p2p-service'
export type { PeerRecord, OnlineUser } from './peer-manager'
export type { PeerLogEntry, PeerLogLevel, PeerStats } from './peer-log'
export type { PeerState } from './peer-connection'
export { parsePeerId, shortPeerId, formatPeerId, type PeerId } from './peer-id'
export { PEER_TEXTS } from './p2p-constants'
