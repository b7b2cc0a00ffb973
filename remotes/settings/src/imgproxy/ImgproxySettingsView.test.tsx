import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AppThemeProvider, MemoryRouter } from '@app/ui';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIGURED_PROXY } from '../stories/settings-fixtures';
import { ImgproxySettingsView } from './ImgproxySettingsView';

afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppThemeProvider>
    <MemoryRouter>{children}</MemoryRouter>
  </AppThemeProvider>
);

function renderView() {
  const onChange = vi.fn();
  render(<ImgproxySettingsView value={CONFIGURED_PROXY} onChange={onChange} />, { wrapper });
  const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
  return { onChange, type };
}

describe('ImgproxySettingsView validation', () => {
  it('saves a valid URL, key and salt', () => {
    const { onChange, type } = renderView();
    type('Proxy URL', 'https://images.example.org');
    type('Key', 'ABCDEF01');
    type('Salt', '');
    expect(onChange.mock.calls).toEqual([[{ url: 'https://images.example.org' }], [{ key: 'ABCDEF01' }], [{ salt: '' }]]);
  });

  it.each([
    ['Proxy URL', 'imgproxy.example.com', 'Enter a full address starting with https:// or http://'],
    ['Proxy URL', 'ftp://imgproxy.example.com', 'Only http:// and https:// addresses are supported'],
    ['Key', 'abc', 'Needs an even number of hex digits'],
    ['Salt', 'zz', 'Use hex digits only (0–9, a–f)'],
  ])('does not save %s %j and says why', (name, typed, error) => {
    const { onChange, type } = renderView();
    type(name, typed);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(error)).toBeTruthy();
    expect(screen.getByRole('textbox', { name }).getAttribute('aria-invalid')).toBe('true');
  });

  it('signs the preview address with the saved key and salt', async () => {
    renderView();
    expect(await screen.findByText('Images load through the proxy:')).toBeTruthy();
    expect(screen.getByTestId('proxied-url').textContent).toMatch(/^https:\/\/imgproxy\.example\.com\/[\w-]{43}\/rs:fit:320:180\/dpr:2\/[\w-]+$/);
  });
});
