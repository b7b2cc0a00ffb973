import { defaultSettings, getCore, hasCore, type ContentSettings } from '@app/core';
import { useMemo } from 'react';
import { of } from 'rxjs';
import { useObservable } from '@app/ui';

/** The defaults, for views rendered without a core (stories, isolated tests). */
const NO_CORE_CONTENT: ContentSettings = defaultSettings().content;

/** The `content` settings group, live: a change made anywhere (the settings remote) re-renders at once. */
export function useContentSettings(): ContentSettings {
  const settings = hasCore() ? getCore().settings : undefined;
  const content$ = useMemo(() => settings?.select('content') ?? of(NO_CORE_CONTENT), [settings]);
  return useObservable(content$, settings?.get().content ?? NO_CORE_CONTENT);
}
