import type { NostrEvent } from '../nostr-types'

/** Messages shared between the shell and the federated remotes. */
export type AppEvent =
  /** A remote finished mounting into its slot. */
  | { type: 'remote:mounted'; remote: string }
  /** A remote could not be loaded or threw while mounting. */
  | { type: 'remote:failed'; remote: string; error: string }
  /** Ask the shell to navigate; `state` is passed to the history entry. */
  | { type: 'navigate'; to: string; state?: unknown }
  /** Show a toast to the user. */
  | { type: 'toast'; message: string; kind: 'success' | 'error' | 'warning' | 'info'; duration?: number; linkTo?: string }
  /** Open the composer as a dialog: a new post, a reply to `replyTo`, or a quote of `quote` (the shell hosts it). */
  | { type: 'compose:open'; replyTo?: NostrEvent; quote?: NostrEvent }
  /** Zap a user, or one of their events: a quick zap when a default amount and a wallet are set, else the zap dialog. */
  | { type: 'zap:request'; pubkey: string; event?: NostrEvent; dialog?: boolean }
  /** Open the zap-all campaign dialog for a feed's posts (a feed with showZapAll). */
  | { type: 'zap:campaign'; events: NostrEvent[] }
  /** Ask the shell to open the sign-in dialog: 'sign-up' from the Sign up button, 'sign-in' with a reason from a visitor's action. */
  | { type: 'auth:request'; mode: 'sign-in' | 'sign-up'; reason?: string }
  /** Ask the shell to show (reveal, after the password) or export (NIP-49 ncryptsec) the local key: only the shell touches it. */
  | { type: 'account:keys'; action: 'reveal' | 'export' }
  /** Ask the shell to log out, with its warning first when a key created here was never backed up. */
  | { type: 'auth:logout' }
  /** The enabled relay URLs changed (published by the core when its relay list changes). */
  | { type: 'relays:changed'; urls: string[] }

export type AppEventType = AppEvent['type']

export type AppEventOf<T extends AppEventType> = Extract<AppEvent, { type: T }>
