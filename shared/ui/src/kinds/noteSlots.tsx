import type { NostrEvent } from '@app/core';
import { createContext, useContext, type ReactNode } from 'react';

/** What every live note card shows in its footer (reactions bar) and header menu (note menu). */
export interface NoteSlots {
  footer?: (event: NostrEvent) => ReactNode;
  menu?: (event: NostrEvent) => ReactNode;
}

const NoteSlotsContext = createContext<NoteSlots>({});

/** Provides the footer and menu of every LiveNoteCard below it (e.g. once, in the shell). */
export function NoteSlotsProvider({ slots, children }: { slots: NoteSlots; children: ReactNode }) {
  return <NoteSlotsContext.Provider value={slots}>{children}</NoteSlotsContext.Provider>;
}

export function useNoteSlots(): NoteSlots {
  return useContext(NoteSlotsContext);
}
