import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '@app/ui';
import { POPULAR_WIDGET_KEY, PopularGate } from './PopularGate';

vi.mock('./PopularWidget', () => ({ default: () => <p>the popular posts</p> }));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('PopularGate', () => {
  it('loads the popular posts only when asked, and remembers it', async () => {
    render(<PopularGate />, { wrapper: AppThemeProvider });
    expect(screen.queryByText('the popular posts')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show popular posts' }));
    expect(await screen.findByText('the popular posts')).toBeTruthy();
    expect(localStorage.getItem(POPULAR_WIDGET_KEY)).toBe('open');
  });

  it('shows them at once once asked before', async () => {
    localStorage.setItem(POPULAR_WIDGET_KEY, 'open');
    render(<PopularGate />, { wrapper: AppThemeProvider });
    expect(await screen.findByText('the popular posts')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show popular posts' })).toBeNull();
  });
});
