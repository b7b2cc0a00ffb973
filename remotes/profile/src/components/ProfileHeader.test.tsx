import { cleanup, render, screen } from '@testing-library/react';
import { AppThemeProvider } from '@app/ui';
import { MemoryRouter } from '@app/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileHeader } from './ProfileHeader';

const PUBKEY = 'a'.repeat(64);
/** A website that breaks out of CSS if unescaped: parsed, it is one long word of percent-encoded characters. */
const HOSTILE_WEBSITE = 'https://example.com/x.png"); } body { display: none } .x { background: url("javascript:window.__xss=1';

function renderHeader(website: string, name = 'mallory') {
  render(
    <AppThemeProvider>
      <MemoryRouter>
        <ProfileHeader pubkey={PUBKEY} profile={{ pubkey: PUBKEY, created_at: 1, name, website }} />
      </MemoryRouter>
    </AppThemeProvider>,
  );
  return screen.getByTestId('profile-website');
}

afterEach(cleanup);

describe('ProfileHeader with hostile fields', () => {
  it('links a hostile website only as its encoded http(s) URL, and lets the unbroken text wrap anywhere', () => {
    const link = renderHeader(HOSTILE_WEBSITE);
    expect(link.getAttribute('href')).toMatch(/^https:\/\/example\.com\/x\.png%22\);%20/);
    expect(link.textContent).not.toContain(' ');
    expect(getComputedStyle(link).overflowWrap).toBe('anywhere');
  });

  it('keeps the name heading (a flex item) no wider than its row, so an unbroken name cannot widen the page', () => {
    renderHeader('https://example.com/', 'W'.repeat(50));
    const heading = screen.getByRole('heading', { level: 1 });
    expect([getComputedStyle(heading).minWidth, getComputedStyle(heading).maxWidth]).toEqual(['0px', '100%']);
  });
});
