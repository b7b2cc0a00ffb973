import type { NostrEvent } from '@app/core';
import { Modal } from '@app/ui';
import { Composer } from '../composer';

interface Props {
  replyTo?: NostrEvent;
  quote?: NostrEvent;
  onClose(): void;
}

/** The reply / quote composer as a dialog; the shell opens it on the bus's 'compose:open'. */
export default function ComposeModalPage({ replyTo, quote, onClose }: Props) {
  return (
    <Modal title={replyTo ? 'Reply' : 'Quote'} onClose={onClose} width={560}>
      <Composer mode="modal" replyTo={replyTo} quote={quote} onPosted={onClose} />
    </Modal>
  );
}
