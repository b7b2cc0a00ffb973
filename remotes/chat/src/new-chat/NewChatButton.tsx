import { useState } from 'react';
import type { ChatService } from '@app/core/chat';
import { Button, Icon } from '@app/ui';
import { NewChatDialog } from './NewChatDialog';

/** Props of NewChatButton. */
export interface NewChatButtonProps {
  service: ChatService;
  /** The user's hex public key. */
  me: string;
}

/** 'New message': opens the dialog that starts a conversation with one or more people. */
export function NewChatButton({ service, me }: NewChatButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="pen" size={16} />
        New message
      </Button>
      {open && <NewChatDialog service={service} me={me} onClose={() => setOpen(false)} />}
    </>
  );
}
