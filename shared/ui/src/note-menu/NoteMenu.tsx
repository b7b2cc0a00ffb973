import type { NostrEvent } from '@app/core';
import { useState } from 'react';
import { lazyComponent } from '@app/ui';
import { NoteMenuTrigger } from './NoteMenuTrigger';

const noop = () => {};

/** The connected menu and its dialogs, fetched with the first click on a menu (the busy trigger shows meanwhile). */
const ConnectedNoteMenu = lazyComponent(
  () => import('./ConnectedNoteMenu').then((module) => module.ConnectedNoteMenu),
  () => <NoteMenuTrigger onOpen={noop} loading />,
);

/**
 * The note action menu connected to the core, with its mute, report and raw data dialogs. Until first opened a card
 * has only the trigger: the menu's code and subscriptions (session, profile, follow state) come with the first click.
 */
export function NoteMenu({ event }: { event: NostrEvent }) {
  const [opened, setOpened] = useState(false);
  return opened ? <ConnectedNoteMenu event={event} /> : <NoteMenuTrigger onOpen={() => setOpened(true)} />;
}

/** Fetches the menu's code ahead of the first click (tests render it at once then). */
export const preloadNoteMenu = ConnectedNoteMenu.preload;
