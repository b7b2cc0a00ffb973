import { cleanup, render, screen } from '@testing-library/react';
import { AppThemeProvider } from '@app/ui';
import type { NostrEvent } from '@app/core';
import { MemoryRouter } from '@app/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleViewOthers } from './ArticleViewOthers';

const article = (title: string): NostrEvent => ({
  id: '1'.repeat(64), pubkey: '2'.repeat(64), kind: 30023, created_at: 1, content: '', sig: '3'.repeat(128),
  tags: [['d', 'x'], ['title', title]],
});

afterEach(cleanup);

describe('ArticleViewOthers with a hostile title', () => {
  it('shows the title as text in a link that may shrink and wrap anywhere (an unbroken title cannot widen the page)', () => {
    const title = `<img src=x onerror=alert(1)>${'W'.repeat(1000)}`;
    render(
      <AppThemeProvider>
        <MemoryRouter>
          <ArticleViewOthers load={{ state: 'done', articles: [article(title)] }} />
        </MemoryRouter>
      </AppThemeProvider>,
    );
    const link = screen.getByRole('link');
    expect(link.textContent).toBe(title);
    expect(link.querySelector('img')).toBeNull();
    expect([getComputedStyle(link).minWidth, getComputedStyle(link).overflowWrap]).toEqual(['0px', 'anywhere']);
  });
});
