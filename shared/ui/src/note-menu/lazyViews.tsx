import { lazyComponent } from '@app/ui';
import { NoteMenuTrigger } from './NoteMenuTrigger';
import type { MuteDialogViewProps } from './MuteDialogView';
import type { NoteMenuViewProps } from './NoteMenuView';
import type { RawDataDialogProps } from './RawDataDialog';
import type { ReportDialogViewProps } from './ReportDialogView';

// The exported note-menu views load on first render (async chunks): a feed paints without them.

const noop = () => {};

/** The note action menu (see NoteMenuView.tsx); its trigger shows, busy when opening, while the code loads. */
export const NoteMenuView = lazyComponent<NoteMenuViewProps>(
  () => import('./NoteMenuView').then((module) => module.NoteMenuView),
  ({ initialOpen }) => <NoteMenuTrigger onOpen={noop} loading={initialOpen} />,
);

/** The mute dialog (see MuteDialogView.tsx), shown once its code is loaded. */
export const MuteDialogView = lazyComponent<MuteDialogViewProps>(() => import('./MuteDialogView').then((module) => module.MuteDialogView));

/** The report dialog (see ReportDialogView.tsx), shown once its code is loaded. */
export const ReportDialogView = lazyComponent<ReportDialogViewProps>(() =>
  import('./ReportDialogView').then((module) => module.ReportDialogView),
);

/** The raw data dialog (see RawDataDialog.tsx), shown once its code is loaded. */
export const RawDataDialog = lazyComponent<RawDataDialogProps>(() => import('./RawDataDialog').then((module) => module.RawDataDialog));
