import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AppThemeProvider } from '@app/ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { unavailableText } from './areas';

function Flaky({ failures }: { failures: { left: number } }) {
  if (failures.left > 0) {
    failures.left -= 1;
    throw new Error('render exploded');
  }
  return <p>feed content</p>;
}

function Harness({ failures, onRetry }: { failures: { left: number }; onRetry: () => void }) {
  const [, setAttempt] = useState(0);
  return (
    <AppThemeProvider>
      <RemoteErrorBoundary title={unavailableText('feed')} onRetry={() => { onRetry(); setAttempt((n) => n + 1); }}>
        <Flaky failures={failures} />
      </RemoteErrorBoundary>
      <p>other routes keep working</p>
    </AppThemeProvider>
  );
}

describe('RemoteErrorBoundary', () => {
  it('shows "{Area} is unavailable" with Retry when a remote throws, and recovers on Retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onRetry = vi.fn();
    const failures = { left: 2 }; // React renders twice before giving up on a throwing component
    render(<Harness failures={failures} onRetry={onRetry} />);
    expect(screen.getByText('Feed is unavailable').textContent).toBe('Feed is unavailable');
    expect(screen.getByText('render exploded').textContent).toBe('render exploded');
    expect(screen.getByText('other routes keep working').textContent).toBe('other routes keep working');
    failures.left = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('feed content').textContent).toBe('feed content');
  });

  it('names every area', () => {
    expect(unavailableText('wallet')).toBe('Wallet is unavailable');
    expect(unavailableText('settings')).toBe('Settings is unavailable');
  });
});
