import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppThemeProvider } from '../theme/AppThemeProvider';

function AppWrapper({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      <MemoryRouter>{children}</MemoryRouter>
    </AppThemeProvider>
  );
}

/** Renders inside the app theme and a memory router, like the shell does. */
export function renderWithApp(ui: ReactElement) {
  return render(ui, { wrapper: AppWrapper });
}
