import type { PublicUserState, Settings } from '@app/core';
import { useCore, useObservable } from '@app/ui';
import { useCallback, useMemo } from 'react';

/** One settings group and its writer: each change is merged into the group and saved at once. */
export function useSettingsGroup<G extends keyof Settings>(group: G): [Settings[G], (partial: Partial<Settings[G]>) => void] {
  const core = useCore();
  const group$ = useMemo(() => core.settings.select(group), [core, group]);
  const value = useObservable(group$, core.settings.get()[group]);
  const update = useCallback((partial: Partial<Settings[G]>) => core.settings.updateGroup(group, partial), [core, group]);
  return [value, update];
}

/** The user store (without its key) and its writer, for the user-store settings (outbox model, own relays). */
export function useUserSettings(): [PublicUserState, (partial: Partial<PublicUserState>) => void] {
  const core = useCore();
  const user = useObservable(core.user.state$, core.user.get());
  const update = useCallback((partial: Partial<PublicUserState>) => core.user.update(partial), [core]);
  return [user, update];
}

/** Props of every page view: the group's values in, partial changes out. */
export interface SettingsGroupViewProps<G extends keyof Settings> {
  value: Settings[G];
  onChange: (partial: Partial<Settings[G]>) => void;
}
