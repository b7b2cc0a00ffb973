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

/** The dialog's title: 'Comment' under anything but a kind 1 note (NIP-22), 'Reply' under a note, 'Quote', or 'New post'. */
function dialogTitle(replyTo: NostrEvent | undefined, quote: NostrEvent | undefined): string {
  if (!replyTo) return quote ? 'Quote' : 'New post';
  return submitLabel({ replyTo }) === 'Comment' ? 'Comment' : 'Reply';
}

/** The new-post / reply / comment / quote composer as a dialog; the shell opens it on the bus's 'compose:open'. */
export default function ComposeModalPage({ replyTo, quote, onClose }: Props) {
  return (
    <Modal title={dialogTitle(replyTo, quote)} onClose={onClose} width={560}>
      <ComposeTarget replyTo={replyTo} quote={quote} />
      <Composer mode="modal" replyTo={replyTo} quote={quote} onPosted={onClose} />
    </Modal>
  );
}
