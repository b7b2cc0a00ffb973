import type { NostrEvent } from '@app/core';
import { Modal } from '@app/ui';
import { Composer } from '../composer';
import { submitLabel } from '../composer/ComposerForm';
import { ComposeTarget } from './ComposeTarget';

interface Props {
  replyTo?: NostrEvent;
  quote?: NostrEvent;
  onClose(): void;
}

/** The title of the dialog: 'Comment' under anything but a kind 1 note (NIP-22), 'Reply' under a note, or 'Quote'. */
function dialogTitle(replyTo: NostrEvent | undefined): string {
  if (!replyTo) return 'Quote';
  return submitLabel({ replyTo }) === 'Comment' ? 'Comment' : 'Reply';
}

/** The reply / comment / quote composer as a dialog; the shell opens it on the bus's 'compose:open'. */
export default function ComposeModalPage({ replyTo, quote, onClose }: Props) {
  return (
    <Modal title={dialogTitle(replyTo)} onClose={onClose} width={560}>
      <ComposeTarget replyTo={replyTo} quote={quote} />
      <Composer mode="modal" replyTo={replyTo} quote={quote} onPosted={onClose} />
    </Modal>
  );
}
