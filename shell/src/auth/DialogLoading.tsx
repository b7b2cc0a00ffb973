import { Modal, Spinner } from '@app/ui';

/** The dialog's frame and a spinner while its code and the signer load; it closes like the dialog it stands for. */
export function DialogLoading({ title, onClose }: { title: string; onClose(): void }) {
  return (
    <Modal title={title} onClose={onClose}>
      <div data-testid="sign-in-loading" style={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
        <Spinner label="Loading" />
      </div>
    </Modal>
  );
}
