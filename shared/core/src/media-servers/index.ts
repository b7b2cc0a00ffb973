// The user's media upload servers (spec 3 §3 Media server entries; BUD-03 and NIP-96 server lists).
export { createMediaServerService, type MediaServerService, type MediaServerServiceDeps, type MediaServerList } from './media-server-service'
export { MEDIA_SERVER_ERRORS } from './media-server-errors'
export { normalizeMediaServerUrl, sameMediaServer, mediaServerKey } from './media-server-url'
export { serverListTemplate, BLOSSOM_SERVER_LIST_KIND, NIP96_SERVER_LIST_KIND } from './server-list-events'
// detect-protocol loads with the first add: import it directly, not from here.
