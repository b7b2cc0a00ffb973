import { cleanup, render, screen } from '@testing-library/react';
import { AppThemeProvider } from '@app/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Note } from '../ui/Alert';
import { ConnectionItem } from './ConnectionItem';

/** A wallet alias as a hostile wallet service could answer get_info: markup, an override, no spaces. */
const HOSTILE_ALIAS = `<img src=x onerror=alert(1)>\u202e${'W'.repeat(60)}`;

afterEach(cleanup);

describe('a wallet named by a hostile alias', () => {
  it('shows the name as text, isolated (bdi) from the badge after it, free to shrink and wrap anywhere', () => {
    render(
      <AppThemeProvider>
        <ul>
          <ConnectionItem connection={{ id: 'x', name: HOSTILE_ALIAS, connectionString: '' }} active now={0} onUse={vi.fn()} onRemove={vi.fn()} />
        </ul>
      </AppThemeProvider>,
    );
    const name = screen.getByText(HOSTILE_ALIAS);
    expect(name.tagName).toBe('BDI');
    expect(document.querySelector('img')).toBeNull();
    expect([getComputedStyle(name).minWidth, getComputedStyle(name).overflowWrap]).toEqual(['0px', 'anywhere']);
  });

  it('wraps status lines that name it (Connected …, the balance card’s provider) anywhere', () => {
    render(
      <AppThemeProvider>
        <Note>Connected {HOSTILE_ALIAS}</Note>
      </AppThemeProvider>,
    );
    expect(getComputedStyle(screen.getByText(`Connected ${HOSTILE_ALIAS}`)).overflowWrap).toBe('anywhere');
  });
});
