import { displayName, type NostrEvent } from '@app/core';
import { useCallback, useRef, useState } from 'react';
import { useProfile } from '../connected/useProfile';
import { copyNoteLink } from '../reactions/shareNote';
import { useCore } from '@app/ui';
import { useSessionPubkey } from '@app/ui';
import { isFollowingOf, useSocialValue } from '../social/useSocial';
import { MuteDialogView } from './MuteDialogView';
import { NoteMenuView } from './NoteMenuView';
import { RawDataDialog } from './RawDataDialog';
import { ReportDialogView, type ReportSubmission } from './ReportDialogView';
import { useRebroadcast } from './useRebroadcast';

type Dialog = 'mute' | 'report' | 'raw' | null;

const ZAP_RECEIPT_KIND = 9735;

/** The note action menu connected to the core, with its mute, report and raw data dialogs (an async chunk). */
export function ConnectedNoteMenu({ event }: { event: NostrEvent }) {
  const core = useCore();
  const actions = core.actions;
  const me = useSessionPubkey();
  const name = displayName(useProfile(event.pubkey), event.pubkey);
  const following = useSocialValue(event.pubkey, isFollowingOf, false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [rebroadcast, runRebroadcast] = useRebroadcast(() => actions.rebroadcast(event));
  const close = useCallback(() => setDialog(null), []);
  // A report already sent is not sent again when only the mute after it failed and the user retries.
  const reported = useRef(false);

  const requestDeletion = () => {
    actions.requestDeletion(event).then(
      () => core.bus.publish({ type: 'toast', kind: 'success', message: 'Deletion requested' }),
      (error: unknown) => core.bus.publish({ type: 'toast', kind: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
  };
  const submitReport = async ({ reason, details, mute }: ReportSubmission) => {
    if (!reported.current) await actions.report({ reason, details, pubkey: event.pubkey, eventId: event.id });
    reported.current = true;
    if (mute) await core.social.mute(event.pubkey);
  };
  const openReport = () => {
    reported.current = false;
    setDialog('report');
  };

  return (
    <>
      <NoteMenuView
        initialOpen
        isOwn={Boolean(me) && me === event.pubkey}
        isZapReceipt={event.kind === ZAP_RECEIPT_KIND}
        signedIn={Boolean(me)}
        rebroadcast={rebroadcast}
        onRequestDeletion={requestDeletion}
        onMute={() => setDialog('mute')}
        onReport={openReport}
        onRebroadcast={runRebroadcast}
        onRawData={() => setDialog('raw')}
        onCopyLink={() => void copyNoteLink(event, core)}
        onQuote={event.kind === ZAP_RECEIPT_KIND ? undefined : () => core.bus.publish({ type: 'compose:open', quote: event })}
        onZap={() => core.bus.publish({ type: 'zap:request', pubkey: event.pubkey, event, dialog: true })}
      />
      {dialog === 'mute' && (
        <MuteDialogView name={name} following={following} onMute={() => core.social.mute(event.pubkey)} onUndo={() => core.social.unmute(event.pubkey)} onClose={close} />
      )}
      {dialog === 'report' && <ReportDialogView name={name} onSubmit={submitReport} onClose={close} />}
      {dialog === 'raw' && <RawDataDialog event={event} seenOn={core.pool.eventRelays(event.id)} onClose={close} />}
    </>
  );
}
