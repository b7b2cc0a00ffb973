import { BehaviorSubject, type Observable } from 'rxjs'
import type { NostrEvent } from '../nostr-types'
import { systemClock, type Clock } from '../policies/clock'
import { CAMPAIGN_DEFAULTS, CAMPAIGN_TEXTS, checkCampaign, type CampaignOptions } from './campaign-rules'

export { CAMPAIGN_DEFAULTS, CAMPAIGN_TEXTS, checkCampaign, type CampaignOptions }

export interface CampaignLogEntry {
  postId: string
  author: string
  outcome: 'zapped' | 'skipped' | 'failed'
  /** 'Already zapped', 'No lightning address', the failure's text, or '{n} bits'. */
  text: string
}

export interface CampaignState {
  status: 'running' | 'paused' | 'done'
  zaps: number
  spent: number
  log: CampaignLogEntry[]
  /** Why it ended (spec texts), once done. */
  result?: string
}

export interface CampaignDeps {
  zap(post: NostrEvent, bits: number): Promise<void>
  /** Whether the user zapped the post before; the campaign waits for it at most 2 s (then: not zapped). */
  alreadyZapped(post: NostrEvent): Promise<boolean>
  hasLightningAddress(pubkey: string): Promise<boolean>
  clock?: Clock
}

export interface Campaign {
  state$: Observable<CampaignState>
  pause(): void
  resume(): void
  stop(): void
}

/**
 * Spec 2 §4 campaign: zaps the posts in order, 500 ms apart, skipping posts already zapped (2 s check) and authors
 * without a lightning address, until the list is done, the budget cannot pay another zap, or the user stops it.
 */
export function startCampaign(posts: readonly NostrEvent[], options: CampaignOptions, deps: CampaignDeps): Campaign {
  checkCampaign(options)
  const clock = deps.clock ?? systemClock
  const state = new BehaviorSubject<CampaignState>({ status: 'running', zaps: 0, spent: 0, log: [] })
  let stopped = false
  let wake: (() => void) | null = null
  const update = (patch: Partial<CampaignState>) => state.next({ ...state.value, ...patch })
  const log = (entry: CampaignLogEntry) => update({ log: [...state.value.log, entry] })
  const sleep = (ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms))
  const whilePaused = () => (state.value.status === 'paused' ? new Promise<void>((resolve) => (wake = resolve)) : Promise.resolve())
  const withinTimeout = (check: Promise<boolean>) => Promise.race([check.catch(() => false), sleep(CAMPAIGN_DEFAULTS.zappedCheckMs).then(() => false)])

  async function visit(post: NostrEvent) {
    if (options.skipZapped !== false && (await withinTimeout(deps.alreadyZapped(post)))) return log({ postId: post.id, author: post.pubkey, outcome: 'skipped', text: CAMPAIGN_TEXTS.alreadyZapped })
    if (!(await deps.hasLightningAddress(post.pubkey).catch(() => false))) return log({ postId: post.id, author: post.pubkey, outcome: 'skipped', text: CAMPAIGN_TEXTS.noAddress })
    try {
      await deps.zap(post, options.bitsPerPost)
      update({ zaps: state.value.zaps + 1, spent: state.value.spent + options.bitsPerPost })
      log({ postId: post.id, author: post.pubkey, outcome: 'zapped', text: `${options.bitsPerPost} bits` })
    } catch (error) {
      log({ postId: post.id, author: post.pubkey, outcome: 'failed', text: error instanceof Error ? error.message : String(error) })
    }
  }

  async function run() {
    for (const [index, post] of posts.entries()) {
      await whilePaused()
      if (stopped) return finish(CAMPAIGN_TEXTS.stopped(state.value.zaps))
      if (state.value.spent + options.bitsPerPost > options.budget) return finish(CAMPAIGN_TEXTS.budgetExhausted(state.value.zaps, state.value.spent))
      await visit(post)
      if (index < posts.length - 1) await sleep(CAMPAIGN_DEFAULTS.pauseMs)
    }
    if (stopped) return finish(CAMPAIGN_TEXTS.stopped(state.value.zaps))
    const exhausted = state.value.spent + options.bitsPerPost > options.budget
    finish(exhausted ? CAMPAIGN_TEXTS.budgetExhausted(state.value.zaps, state.value.spent) : CAMPAIGN_TEXTS.done(state.value.zaps, state.value.spent))
  }

  function finish(result: string) {
    update({ status: 'done', result })
    state.complete()
  }

  void run()
  return {
    state$: state.asObservable(),
    pause: () => state.value.status === 'running' && update({ status: 'paused' }),
    resume() {
      if (state.value.status !== 'paused') return
      update({ status: 'running' })
      wake?.()
      wake = null
    },
    stop() {
      stopped = true
      if (state.value.status === 'paused') {
        update({ status: 'running' })
        wake?.()
      }
    },
  }
}
