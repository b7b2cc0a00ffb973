import { useSyncExternalStore } from 'react';

/** Spec 2 UI setting isMediaModalSidebarVisible (default true), kept in this storage key. */
export const SIDEBAR_STORAGE_KEY = 'isMediaModalSidebarVisible';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** A persisted on/off value that components can subscribe to. */
export interface SidebarSetting {
  get(): boolean;
  set(visible: boolean): void;
  subscribe(onChange: () => void): () => void;
}

/** The media modal's side-panel toggle, read from and saved to `storage` ('true'/'false'; anything else = true). */
export function createSidebarSetting(storage: Storage | undefined): SidebarSetting {
  const read = () => {
    try {
      return storage?.getItem(SIDEBAR_STORAGE_KEY) !== 'false';
    } catch {
      return true;
    }
  };
  let visible = read();
  const listeners = new Set<() => void>();
  return {
    get: () => visible,
    set(next) {
      visible = next;
      try {
        storage?.setItem(SIDEBAR_STORAGE_KEY, String(next));
      } catch {
        // Private mode or a full quota: the choice lasts for this tab only.
      }
      listeners.forEach((listener) => listener());
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

let tabSetting: SidebarSetting | undefined;

/** The tab's setting, backed by localStorage. */
export function sidebarSetting(): SidebarSetting {
  return (tabSetting ??= createSidebarSetting(typeof localStorage === 'undefined' ? undefined : localStorage));
}

/** [visible, setVisible] of a sidebar setting (the tab's by default). */
export function useSidebarVisible(setting: SidebarSetting = sidebarSetting()): [boolean, (visible: boolean) => void] {
  const visible = useSyncExternalStore(setting.subscribe, setting.get, setting.get);
  return [visible, setting.set];
}
