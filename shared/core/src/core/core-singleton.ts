import type { Core } from './create-core'

/**
 * One core per tab, shared by the shell and every federated remote. It lives on globalThis
 * so that it is shared even if a remote ends up with its own copy of this module.
 */
const CORE_KEY = Symbol.for('@app/core/instance')

type CoreHolder = { [CORE_KEY]?: Core }

export function setCore(core: Core): void {
  ;(globalThis as CoreHolder)[CORE_KEY] = core
}

export function getCore(): Core {
  const core = (globalThis as CoreHolder)[CORE_KEY]
  if (!core) throw new Error('Core not initialised')
  return core
}

export function hasCore(): boolean {
  return (globalThis as CoreHolder)[CORE_KEY] !== undefined
}
