import type { Decorator } from '@storybook/react';

/**
 * Stories of dialogs (rendered in a portal on document.body) get a page behind them, as in the app, so the
 * story root is never empty, also after a play function closed the dialog.
 */
export const pageBehindDialog: Decorator = (Story) => (
  <>
    <p style={{ padding: 16 }}>The page behind the dialog.</p>
    <Story />
  </>
);
