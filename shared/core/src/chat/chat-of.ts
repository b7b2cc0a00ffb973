import { filter, firstValueFrom, map, of, timeout } from 'rxjs'
import type { Core } from '../core/create-core'
import { defaultStorage } from '../policies/storage'
import { defaultVerifier } from '../policies/verifier'
import type { ChatService } from './chat-types'
import { createChatService } from './chat-service'
import { createChannelService } from './channels/channel-service'
import type { ChannelService } from './channels/channel-types'

const services = new WeakMap<Core, ChatService>()
const OWN_FOLLOWS_WAIT_MS = 3000

/** Follow distance: 1 for the user's own follows (their list, loaded first), else the social graph's answer. */
async function distanceOf(core: Core, pubkey: string): Promise<number> {
  const me = (await firstValueFrom(core.session$))?.pubkey
  if (me) {
    const ownFollows = core.social.followsOf$(me).pipe(filter((list): list is string[] => list !== undefined), timeout({ first: OWN_FOLLOWS_WAIT_MS, with: () => of([] as string[]) }))
    if ((await firstValueFrom(ownFollows)).includes(pubkey)) return 1
  }
  return firstValueFrom((await core.graph()).followDistance$(pubkey))
}

/** Uploads to the user's default media server without image processing (the bytes are already encrypted). */
async function uploadAsIs(core: Core, file: File) {
  const { createUploadService } = await import('../uploads/upload-service')
  return createUploadService({ user: core.user, signer: () => core.signer(), prepare: async (prepared) => ({ file: prepared }) }).upload(file)
}

/** The core's chat (one per core, created on first use); keys stay in the core's signer, which decrypts and signs. */
export function chatOf(core: Core): ChatService {
  let service = services.get(core)
  if (!service) {
    service = createChatService({
      pool: core.pool,
      signer: async () => {
        const store = await core.signer()
        return { sign: (template) => store.sign(template), encrypt: (scheme, pubkey, text) => store.encrypt(scheme, pubkey, text), decrypt: (scheme, pubkey, text) => store.decrypt(scheme, pubkey, text) }
      },
      verify: defaultVerifier,
      distanceOf: (pubkey) => distanceOf(core, pubkey),
      // Enabled read relays, checked inline (as the wallet does) to keep the relay list's module in the core's main chunk.
      relays: () => core.relays.get().filter((relay) => !relay.disabled && relay.read !== false).map((relay) => relay.url),
      me$: core.session$.pipe(map((user) => (user && !user.locked ? user.pubkey : null))),
      mutes$: core.social.mutes$,
      storage: defaultStorage(),
      upload: (file) => uploadAsIs(core, file),
    })
    services.set(core, service)
  }
  return service
}

const channelServices = new WeakMap<Core, ChannelService>()

/** The core's NIP-28 public channels (one per core). */
export function channelsOf(core: Core): ChannelService {
  let service = channelServices.get(core)
  if (!service) {
    service = createChannelService({
      pool: core.pool,
      sign: async (template) => (await core.signer()).sign(template),
      me$: core.session$.pipe(map((user) => (user && !user.locked ? user.pubkey : null))),
      mutes$: core.social.mutes$,
    })
    channelServices.set(core, service)
  }
  return service
}
