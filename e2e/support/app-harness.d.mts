import type { CashuMint } from '../servers/money/cashu-mint.mjs'
import type { MoneyServices } from '../servers/money/money-services.mjs'

type NostrEvent = { id: string; pubkey: string; kind: number; created_at: number; tags: string[][]; content: string; sig: string }

/** The runtime-config.json the served shell reads (scripts/apps.mjs runtimeConfig). */
export interface RuntimeConfig {
  remotes: Record<string, string>
  relays: string[]
  mints: string[]
  apiServer: string
  socialGraphService: string
  [key: string]: unknown
}

/** One request the fake push service received. */
export interface PushPost {
  method: string
  path: string
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** The app the e2e tests run against: the built shell and remotes, the real relay and the local money services. */
export interface App {
  url: string
  relayUrl: string
  mintUrl: string
  readonly mint: CashuMint
  restartMint(): Promise<CashuMint>
  ledger: MoneyServices['ledger']
  zaps: MoneyServices['zaps']
  api: MoneyServices['api']
  pushService: { url: string; received(): PushPost[]; nextPost(): Promise<PushPost>; answer(path: string, status: number): void }
  nwcUri: string | null
  /** The events the app has sent to the relay so far, oldest first (repeats included). */
  published: NostrEvent[]
  /** Port per app part: shell and each remote. */
  ports: Record<'shell' | 'feed' | 'profile' | 'wallet' | 'chat' | 'search' | 'settings', number>
  startRemote(name: string, dir?: string, port?: number): Promise<void>
  stopRemote(name: string): Promise<void>
  shellDir: string
  readConfig(): RuntimeConfig
  writeConfig(config: unknown): void
  deployCopy(name: string, port: number, built?: string): Promise<string>
  close(): Promise<void>
}

export function startApp(opts?: { basePort?: number; relayPort?: number; mintPort?: number; zapPort?: number; apiPort?: number; graphPort?: number }): Promise<App>
