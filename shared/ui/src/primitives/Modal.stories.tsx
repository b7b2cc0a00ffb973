import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from './Button';
import { Modal } from './Modal';

/** A page with an opener button; shows the route so a route change is visible. */
function ModalDemo({ title, initiallyOpen, longContent }: { title: string; initiallyOpen?: boolean; longContent?: boolean }) {
  const [open, setOpen] = useState(Boolean(initiallyOpen));
  const location = useLocation();
  return (
    <div style={{ padding: 16 }}>
      <p data-testid="location">{location.pathname}</p>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      {open && (
        <Modal title={title} onClose={() => setOpen(false)}>
          <p>Share this profile with a friend.</p>
          {longContent && Array.from({ length: 40 }, (_, i) => <p key={i}>Line {i + 1} of a long dialog body.</p>)}
          <Link to="/settings">Go to settings</Link>
        </Modal>
      )}
    </div>
  );
}

const meta = {
  title: 'Primitives/Modal',
  component: ModalDemo,
  args: { title: 'Share profile' },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog() {
  const opener = screen.getByRole('button', { name: 'Open dialog' });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Share profile' });
  return { opener, dialog };
}

export const Open: Story = {
  args: { initiallyOpen: true },
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Share profile' });
    await expect(dialog).toBeVisible();
    // a native modal dialog: in the top layer, the page behind it inert
    await expect(dialog.matches(':modal')).toBe(true);
    const behind = screen.getByRole('button', { name: 'Open dialog', hidden: true });
    behind.focus();
    await expect(behind).not.toHaveFocus();
  },
};

export const FocusMovesInAndBack: Story = {
  play: async () => {
    const { opener, dialog } = await openDialog();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

/** Many Tabs and Shift+Tabs never leave the dialog; Escape still closes it and focus returns to the opener. */
export const FocusStaysInsideOnRepeatedTabs: Story = {
  play: async () => {
    const { opener, dialog } = await openDialog();
    for (let i = 0; i < 7; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 7; i++) {
      await userEvent.tab({ shift: true });
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

/** A click on the panel's text leaves focus on the page's body; Escape (the browser's close request) still closes. */
export const EscapeAfterClickOnText: Story = {
  play: async () => {
    await openDialog();
    await userEvent.click(screen.getByText('Share this profile with a friend.'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const ClosesOnBackdropClick: Story = {
  play: async () => {
    const { dialog } = await openDialog();
    await userEvent.click(screen.getByText('Share this profile with a friend.'));
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const ClosesOnRouteChange: Story = {
  play: async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('link', { name: 'Go to settings' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/settings'));
    // The modal closes in an effect after the render that shows the new route.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CloseButton: Story = {
  play: async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const LongContentScrolls: Story = {
  args: { initiallyOpen: true, longContent: true },
  play: async () => {
    const panel = screen.getByRole('dialog').firstElementChild!;
    await expect(panel.scrollHeight).toBeGreaterThan(panel.clientHeight);
    await expect(panel.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
