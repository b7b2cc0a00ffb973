import { distinctUntilChanged, map, Subject, type Observable } from 'rxjs'
import type { FetchLike } from '../names'
import type { NostrEvent } from '../nostr-types'
import { nowInSeconds, systemClock, type Clock } from '../policies/clock'
import type { CurrentUser, EventTemplate } from '../signers'
import type { MediaServer, PublicUserState, UserStore } from '../stores'
import { MEDIA_SERVER_ERRORS } from './media-server-errors'
import { mediaServerKey, normalizeMediaServerUrl, sameMediaServer } from './media-server-url'
import { serverListTemplate } from './server-list-events'

/** The user's media servers and the one uploads go to. */
export interface MediaServerList {
  servers: MediaServer[]
  defaultServer: MediaServer | null
}

/** The user's media servers (spec 3 §3 Media server entries): add with protocol detection, remove, choose the default. */
export interface MediaServerService {
  /** The user store's mediaservers and defaultMediaserver. */
  readonly servers$: Observable<MediaServerList>
  get(): MediaServerList
  /** Normalises the address, detects the protocol from the server and adds it (resolves once stored, before publishing); rejects with the reason it was refused. */
  add(input: string): Promise<MediaServer>
  /** Removes a server; when it was the default, the first remaining server becomes the default (or none). Resolves once published. */
  remove(url: string): Promise<void>
  /** Makes a listed server the one uploads go to; resolves once published. */
  setDefault(url: string): Promise<void>
  /** Publishing failures of the server lists (the local change is kept). */
  readonly errors$: Observable<string>
  dispose(): void
}

export interface MediaServerServiceDeps {
  user: Pick<UserStore, 'get' | 'update' | 'state$'>
  session$: Observable<CurrentUser | null>
  /** The core's signer: keys never reach this service. */
  sign(template: EventTemplate): Promise<NostrEvent>
  publish(event: NostrEvent): Promise<unknown>
  fetch?: FetchLike
  clock?: Clock
}

const listOf = (state: Pick<PublicUserState, 'mediaservers' | 'defaultMediaserver'>): MediaServerList => ({
  servers: state.mediaservers,
  defaultServer: state.defaultMediaserver,
})

/** NIP-96 discovery (with the upload helpers it reuses) loads on the first add. */
const detectProtocol = async (url: string, fetchImpl?: FetchLike) => (await import('./detect-protocol')).detectMediaServerProtocol(url, fetchImpl)

/** After each change by a signed-in user, publishes the BUD-03 kind 10063 (Blossom) and, when changed, the NIP-96 kind 10096 server lists. */
export function createMediaServerService(deps: MediaServerServiceDeps): MediaServerService {
  const clock = deps.clock ?? systemClock
  const errors$ = new Subject<string>()
  let signedIn = false
  const session = deps.session$.subscribe((user) => (signedIn = Boolean(user)))
  let lastCreatedAt = 0
  let publishing: Promise<void> = Promise.resolve()

  const get = () => listOf(deps.user.get())
  const find = (url: string) => get().servers.find((server) => sameMediaServer(server.url, url))

  /** Kind 10063 after every change; kind 10096 when its servers or their order changed (one signature less otherwise). */
  async function publishLists(before: MediaServerList, after: MediaServerList) {
    const createdAt = (lastCreatedAt = Math.max(nowInSeconds(clock), lastCreatedAt + 1))
    const nip96Tags = (list: MediaServerList) => JSON.stringify(serverListTemplate('nip96', list.servers, list.defaultServer, 0).tags)
    const protocols = nip96Tags(before) === nip96Tags(after) ? (['blossom'] as const) : (['blossom', 'nip96'] as const)
    try {
      for (const protocol of protocols) await deps.publish(await deps.sign(serverListTemplate(protocol, after.servers, after.defaultServer, createdAt)))
    } catch (error) {
      errors$.next(`${MEDIA_SERVER_ERRORS.publishFailed}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  /** Stores the new list at once; a signed-in user's lists go out in the order of the changes (the promise waits for them). */
  function change(next: MediaServerList): Promise<void> {
    const before = get()
    deps.user.update({ mediaservers: next.servers, defaultMediaserver: next.defaultServer })
    if (!signedIn) return Promise.resolve()
    return (publishing = publishing.then(() => publishLists(before, next)))
  }

  return {
    servers$: deps.user.state$.pipe(
      map(listOf),
      distinctUntilChanged((a, b) => a.servers === b.servers && a.defaultServer === b.defaultServer),
    ),
    get,
    async add(input) {
      const url = normalizeMediaServerUrl(input)
      if (find(url)) throw new Error(MEDIA_SERVER_ERRORS.duplicate)
      const protocol = await detectProtocol(url, deps.fetch)
      if (find(url)) throw new Error(MEDIA_SERVER_ERRORS.duplicate) // added meanwhile
      const current = get()
      const server: MediaServer = { url, protocol }
      void change({ servers: [...current.servers, server], defaultServer: current.defaultServer ?? server }) // added once stored
      return server
    },
    async remove(url) {
      const { servers, defaultServer } = get()
      const key = mediaServerKey(url)
      const remaining = servers.filter((server) => mediaServerKey(server.url) !== key)
      if (remaining.length === servers.length) throw new Error(MEDIA_SERVER_ERRORS.notListed(url))
      const wasDefault = defaultServer !== null && mediaServerKey(defaultServer.url) === key
      await change({ servers: remaining, defaultServer: wasDefault ? (remaining[0] ?? null) : defaultServer })
    },
    async setDefault(url) {
      const server = find(url)
      if (!server) throw new Error(MEDIA_SERVER_ERRORS.notListed(url))
      await change({ servers: get().servers, defaultServer: server })
    },
    errors$: errors$.asObservable(),
    dispose() {
      session.unsubscribe()
      errors$.complete()
    },
  }
}
