import { Button, Modal } from '@app/ui';

/** Texts of the unsaved-key warning. */
export const LOGOUT_WARNING = {
  title: 'Log out without your key?',
  body: 'You never confirmed saving the key of this account. It is kept only in this browser: log out now and the account is lost for good, since no one can recover it.',
  confirm: 'Log out anyway',
} as const;

/** Asked before logging out of a key created here and never saved: the account would be lost with it. */
export function LogoutWarning({ onCancel, onConfirm }: { onCancel(): void; onConfirm(): void }) {
  return (
    <Modal title={LOGOUT_WARNING.title} onClose={onCancel}>
      <p>{LOGOUT_WARNING.body}</p>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" variant="danger" onClick={onConfirm}>
          {LOGOUT_WARNING.confirm}
        </Button>
      </div>
    </Modal>
  );
}
