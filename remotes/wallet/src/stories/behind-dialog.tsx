import type { Decorator } from '@storybook/react';

/** Dialogs render into a portal: the story's own root holds the page behind them (and the smoke check sees it). */
export const behindDialog: Decorator = (Story) => (
  <div>
    <p>Wallet</p>
    <Story />
  </div>
);
