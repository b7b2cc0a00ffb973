import { lazyComponent } from '@app/ui';
import type { EmojiChoiceViewProps } from './EmojiChoiceView';
import type { ReactionsDialogViewProps } from './ReactionsDialogView';

// The reactions dialog and the emoji choice open on a click: their code loads then (async chunks).

/** Who reacted, reposted and zapped (see ReactionsDialogView.tsx), shown once its code is loaded. */
export const ReactionsDialogView = lazyComponent<ReactionsDialogViewProps>(() =>
  import('./ReactionsDialogView').then((module) => module.ReactionsDialogView),
);

/** The emoji choice of a long press on Like (see EmojiChoiceView.tsx), shown once its code is loaded. */
export const EmojiChoiceView = lazyComponent<EmojiChoiceViewProps>(() => import('./EmojiChoiceView').then((module) => module.EmojiChoiceView));
