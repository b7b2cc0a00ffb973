import type { Decorator, Preview } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { configure } from 'storybook/test';
// Relative on purpose: the preview needs only the theme, not @app/ui's whole
// public API (which pulls in @app/core).
import { AppThemeProvider } from '../../shared/ui/src/theme/AppThemeProvider';
import { Modal } from '../../shared/ui/src/primitives/Modal';
import { applyThemeMode } from '../../shared/ui/src/theme/theme-mode';
import { installTrustedTypes } from '../../shell/src/security/trusted-types';

// The app's default Trusted Types policy, as the shell installs it: the built previews run under the app's
// Content-Security-Policy in the smoke check (storybook/preview-policy.mjs); without it, nothing is enforced.
installTrustedTypes(Promise.resolve({}));

// findBy…/waitFor poll up to 12 s: lazily loaded parts (markdown, QR, emoji data) are transformed on first request and
// arrive late on a busy 2-core runner (stories that know their lazy code still load it in `loaders`).
configure({ asyncUtilTimeout: 12_000 });

/** Every story renders inside the app theme and an in-memory router. */
export const withAppShell: Decorator = (Story, context) => {
  applyThemeMode(context.globals.theme ?? 'dark');
  return (
    <AppThemeProvider>
      <MemoryRouter initialEntries={[context.parameters.route ?? '/']}>
        <Story />
      </MemoryRouter>
    </AppThemeProvider>
  );
};

/** Preview annotations shared by every package's `.storybook/preview.tsx`. */
export const basePreview: Preview = {
  decorators: [withAppShell],
  // The toolbar's theme switch: every story in the product's dark theme, the light one or the system's.
  globalTypes: {
    theme: { description: 'Theme', toolbar: { title: 'Theme', icon: 'mirror', items: ['dark', 'light', 'system'], dynamicTitle: true } },
  },
  initialGlobals: { theme: 'dark' },
  // The dialog's code loads with the first dialog opened (out of every page's first load); stories open them at once.
  loaders: [
    async () => {
      await Modal.preload();
    },
  ],
  parameters: {
    layout: 'fullscreen',
    backgrounds: { disable: true },
    controls: { expanded: true },
  },
};
