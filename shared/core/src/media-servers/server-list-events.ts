import type { EventTemplate } from '../signers'
import type { MediaServer } from '../stores'
import { sameMediaServer } from './media-server-url'

/** BUD-03: the user's Blossom servers, most trusted first. */
export const BLOSSOM_SERVER_LIST_KIND = 10063
/** NIP-96: the user's NIP-96 file servers. */
export const NIP96_SERVER_LIST_KIND = 10096

const KIND_OF: Record<MediaServer['protocol'], number> = { blossom: BLOSSOM_SERVER_LIST_KIND, nip96: NIP96_SERVER_LIST_KIND }

/** The server list of one protocol: a `server` tag per server of that protocol, the default one first. */
export function serverListTemplate(
  protocol: MediaServer['protocol'],
  servers: readonly MediaServer[],
  defaultServer: MediaServer | null,
  createdAt: number,
): EventTemplate {
  const isDefault = (server: MediaServer) => Boolean(defaultServer && sameMediaServer(server.url, defaultServer.url))
  const ofProtocol = servers.filter((server) => server.protocol === protocol)
  const ordered = [...ofProtocol.filter(isDefault), ...ofProtocol.filter((server) => !isDefault(server))]
  return { kind: KIND_OF[protocol], created_at: createdAt, content: '', tags: ordered.map((server) => ['server', server.url]) }
}
