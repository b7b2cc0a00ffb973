import { useEffect } from 'react';
import type { Settings } from '@app/core';
import { applyThemeMode, themeMode, useCore, useObservable } from '@app/ui';

/** The appearance settings, live; the chosen theme is applied to the document as it changes (no reload). */
export function useAppearance(): Settings['appearance'] {
  const core = useCore();
  const appearance = useObservable(core.settings.select('appearance'), core.settings.get().appearance);
  const mode = themeMode(appearance.theme);
  useEffect(() => {
    applyThemeMode(mode);
    if (mode !== 'system' || typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-color-scheme: light)');
    const follow = () => applyThemeMode(mode); // the browser bar's colour follows a system switch too
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [mode]);
  return appearance;
}
