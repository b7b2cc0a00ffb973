import type { Core } from './create-core'

/**
 * One core per tab, shared by the shell and every federated remote. It lives on globalThis
 * so that it is shared even if a remote ends up with its own copy of this module.
 */
const CORE_KEY = Symbol.for('@app/core/instance')

type CoreHolder = { [CORE_KEY]?: Core }

/** Installs the tab's one core (the shell does this once at start-up). */
export function setCore(core: Core): void {
  ;(globalThis as CoreHolder)[CORE_KEY] = core
}

/** The tab's one core, shared by the shell and every remote; throws before the shell installed it. */
export function getCore(): Core {
  const core = (globalThis as CoreHolder)[CORE_KEY]
  if (!core) throw new Error('Core not initialised')
  return core
}

/** Whether the shell has installed the core yet. */
export function hasCore(): boolean {
  return (globalThis as CoreHolder)[CORE_KEY] !== undefined
}
