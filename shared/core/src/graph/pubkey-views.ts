import { BehaviorSubject, filter, Observable } from 'rxjs'
import type { PubkeyView } from './graph-backend'

interface Entry {
  subject: BehaviorSubject<PubkeyView | undefined>
  watchers: number
}

/**
 * Live views of the users someone is watching. New users and graph changes are answered by one
 * `describe` call for all of them (never one call per component), and a call runs at most once at a time.
 */
export function createPubkeyViews(describe: (pubkeys: string[]) => Promise<PubkeyView[]>) {
  const entries = new Map<string, Entry>()
  const stale = new Set<string>()
  let refreshing = false

  async function refresh() {
    if (refreshing) return
    refreshing = true
    try {
      while (stale.size > 0) {
        const pubkeys = [...stale]
        stale.clear()
        const views = await describe(pubkeys).catch((error: unknown) => {
          console.debug('Social graph: lookup failed', error)
          return []
        })
        for (const view of views) entries.get(view.pubkey)?.subject.next(view)
      }
    } finally {
      refreshing = false
    }
  }

  function watch(pubkey: string): Observable<PubkeyView> {
    return new Observable<PubkeyView>((subscriber) => {
      let entry = entries.get(pubkey)
      if (!entry) {
        entries.set(pubkey, (entry = { subject: new BehaviorSubject<PubkeyView | undefined>(undefined), watchers: 0 }))
        stale.add(pubkey)
        void refresh()
      }
      entry.watchers++
      const watched = entry
      const subscription = watched.subject.pipe(filter((view): view is PubkeyView => view !== undefined)).subscribe(subscriber)
      return () => {
        subscription.unsubscribe()
        if (--watched.watchers === 0) entries.delete(pubkey)
      }
    })
  }

  return {
    watch,
    /** The graph changed: look every watched user up again. */
    invalidate(): void {
      entries.forEach((_, pubkey) => stale.add(pubkey))
      void refresh()
    },
    close(): void {
      entries.forEach((entry) => entry.subject.complete())
      entries.clear()
      stale.clear()
    },
  }
}
