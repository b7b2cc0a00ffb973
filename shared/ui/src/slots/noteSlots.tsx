import type { NostrEvent } from '@app/core';
import { createContext, useContext, type ReactNode } from 'react';

/** Where a card is shown. */
export interface NotePlace {
  /** The note a post page is about (its standalone content settings apply), not one in a list or thread. */
  standalone: boolean;
}

/**
 * What every live note card shows in its footer (reactions bar) and header menu (note menu). The card passes its own
 * entry point's components as `views` (see NoteViews in @app/ui/nostr), so the provider (the shell) needs no static
 * import of the Nostr components: routes without notes never download them.
 */
export interface NoteSlots<Views = never> {
  footer?: (event: NostrEvent, views: Views, place: NotePlace) => ReactNode;
  menu?: (event: NostrEvent, views: Views) => ReactNode;
}

const NoteSlotsContext = createContext<NoteSlots<any>>({});

/** Provides the footer and menu of every LiveNoteCard below it (e.g. once, in the shell). */
export function NoteSlotsProvider<Views>({ slots, children }: { slots: NoteSlots<Views>; children: ReactNode }) {
  return <NoteSlotsContext.Provider value={slots}>{children}</NoteSlotsContext.Provider>;
}

/** The footer and menu provided above (none without a provider). */
export function useNoteSlots<Views>(): NoteSlots<Views> {
  return useContext(NoteSlotsContext);
}
