import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AppThemeProvider } from '@app/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

afterEach(cleanup);

function renderBox(initial = '') {
  const onSubmit = vi.fn();
  const view = render(<SearchBox initial={initial} placeholder="Search posts" onSubmit={onSubmit} />, { wrapper: AppThemeProvider });
  const box = screen.getByRole('searchbox', { name: 'Search posts' }) as HTMLInputElement;
  const rerender = (next: string) => view.rerender(<SearchBox initial={next} placeholder="Search posts" onSubmit={onSubmit} />);
  return { box, onSubmit, rerender };
}

describe('SearchBox', () => {
  it('submits the trimmed query on Enter', () => {
    const { box, onSubmit } = renderBox();
    fireEvent.change(box, { target: { value: '  nostr relays  ' } });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('nostr relays');
  });

  it('submits an empty query when only spaces were typed', () => {
    const { box, onSubmit } = renderBox();
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('');
  });

  it('clears the box and submits an empty query on Escape', () => {
    const { box, onSubmit } = renderBox('coffee');
    expect(box.value).toBe('coffee');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.value).toBe('');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('');
  });

  it('ignores other keys', () => {
    const { box, onSubmit } = renderBox('coffee');
    fireEvent.keyDown(box, { key: 'a' });
    fireEvent.keyDown(box, { key: 'Tab' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('follows the query of the address when it changes', () => {
    const { box, rerender } = renderBox('coffee');
    fireEvent.change(box, { target: { value: 'coffee and tea' } });
    rerender('espresso');
    expect(box.value).toBe('espresso');
  });
});
