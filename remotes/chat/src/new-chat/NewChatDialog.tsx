import type { ChatService } from '@app/core/chat';
import { Modal, useNavigate } from '@app/ui';
import { NewChatForm } from './NewChatForm';

/** Props of NewChatDialog. */
export interface NewChatDialogProps {
  service: ChatService;
  /** The user's hex public key. */
  me: string;
  onClose(): void;
}

/** The 'New message' dialog: Start closes it and opens the conversation (its subject in navigation state). */
export function NewChatDialog({ service, me, onClose }: NewChatDialogProps) {
  const navigate = useNavigate();
  return (
    <Modal title="New message" onClose={onClose}>
      <NewChatForm
        service={service}
        me={me}
        onCancel={onClose}
        onStart={({ path, subject }) => {
          onClose(); // the list stays mounted behind the conversation: its dialog must not
          navigate(path, subject ? { state: { subject } } : undefined);
        }}
      />
    </Modal>
  );
}
