import { PEER_TEXTS } from '../p2p-constants'

// The older Chrome names too.
const DENIED = new Set(['NotAllowedError', 'PermissionDeniedError'])
const MISSING = new Set(['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError', 'ConstraintNotSatisfiedError'])

/** Spec 3 §8 'Call start failures (toast)': the text shown for an error while starting or joining a call. */
export function callFailureText(error: unknown): string {
  const { name, message } = (typeof error === 'object' && error !== null ? error : {}) as { name?: unknown; message?: unknown }
  if (typeof name === 'string' && DENIED.has(name)) return PEER_TEXTS.permissionDenied
  if (typeof name === 'string' && MISSING.has(name)) return PEER_TEXTS.deviceNotFound
  return PEER_TEXTS.callFailed(typeof message === 'string' && message ? message : String(error))
}
