import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppThemeProvider, theme } from '@app/ui';
import { FormError } from './FormError';

afterEach(cleanup);

describe('FormError', () => {
  it('announces the message as an alert, in the error colour', () => {
    render(
      <AppThemeProvider>
        <FormError>Invalid private key provided.</FormError>
      </AppThemeProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Invalid private key provided.');
    expect(getComputedStyle(alert).color).toBe(theme.colors.error);
  });

  it('renders nothing without a message', () => {
    const { container } = render(
      <AppThemeProvider>
        <FormError>{''}</FormError>
      </AppThemeProvider>,
    );
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
