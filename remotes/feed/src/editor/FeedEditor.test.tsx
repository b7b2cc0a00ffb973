import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { FeedConfig } from '@app/core';
import { AppThemeProvider } from '@app/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedEditor, type FeedEditorProps } from './FeedEditor';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const latest: FeedConfig = { id: 'latest', name: 'Latest', filter: { kinds: [1], limit: 100 }, followDistance: 1, showRepliedTo: true, displayAs: 'list' };

function renderEditor(overrides: Partial<FeedEditorProps> = {}) {
  const props: FeedEditorProps = {
    config: latest,
    index: 1,
    count: 3,
    availableRelays: [],
    searchPeople: vi.fn(async () => []),
    onSave: vi.fn(),
    onMove: vi.fn(),
    onClone: vi.fn(),
    onDelete: vi.fn(),
    onReset: vi.fn(),
    confirm: vi.fn(() => true),
    ...overrides,
  };
  const view = render(<FeedEditor {...props} />, { wrapper: AppThemeProvider });
  return { props, view };
}

describe('FeedEditor autosave', () => {
  beforeEach(() => vi.useFakeTimers());

  it('saves the local copy 500 ms after the last change, once', () => {
    const { props } = renderEditor();
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Fr' } });
    act(() => vi.advanceTimersByTime(400));
    fireEvent.change(name, { target: { value: 'Friends' } });
    act(() => vi.advanceTimersByTime(499));
    expect(props.onSave).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(props.onSave).toHaveBeenCalledExactlyOnceWith({ ...latest, customName: 'Friends' });
  });

  it('saves nothing before any change, and saves a pending change on unmount', () => {
    const { props, view } = renderEditor();
    act(() => vi.advanceTimersByTime(2000));
    expect(props.onSave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only posts with media' }));
    view.unmount();
    expect(props.onSave).toHaveBeenCalledExactlyOnceWith({ ...latest, requiresMedia: true });
  });

  it('drops a pending change when the feeds are reset', () => {
    const { props, view } = renderEditor();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset all feeds' }));
    expect(props.onReset).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(1000));
    view.unmount();
    expect(props.onSave).not.toHaveBeenCalled();
  });
});

describe('FeedEditor rules', () => {
  it("unchecking 'Show replies' clears and disables 'Show replied-to'", () => {
    renderEditor();
    const repliedTo = screen.getByRole('checkbox', { name: 'Show replied-to' }) as HTMLInputElement;
    expect(repliedTo.checked).toBe(true);
    expect(repliedTo.disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show replies' }));
    expect(repliedTo.checked).toBe(false);
    expect(repliedTo.disabled).toBe(true);
  });

  it('hides delete with one feed left', () => {
    renderEditor({ count: 1, index: 0 });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it("asks \"Delete feed '{name}'?\" with the custom name, and deletes only when confirmed", () => {
    const confirm = vi.fn(() => false);
    const { props } = renderEditor({ config: { ...latest, customName: 'Friends' }, confirm });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith("Delete feed 'Friends'?");
    expect(props.onDelete).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(props.onDelete).toHaveBeenCalledOnce();
  });

  it("asks 'Reset all feeds to defaults?' before resetting", () => {
    const { props } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Reset all feeds' }));
    expect(props.confirm).toHaveBeenCalledWith('Reset all feeds to defaults?');
    expect(props.onReset).toHaveBeenCalledOnce();
  });

  it('keeps custom kinds that are integers ≥ 0, without duplicates', () => {
    vi.useFakeTimers();
    const { props } = renderEditor();
    const input = screen.getByLabelText('Custom kind');
    fireEvent.change(input, { target: { value: '30023, -5, abc, 1, 2.5, 30023 10002' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('checkbox', { name: 'Article' })).toHaveProperty('checked', true);
    expect(within(screen.getByLabelText('Custom kinds')).getByText(/Relay List \(10002\)/).textContent).toMatch(/Relay List \(10002\)/);
    act(() => vi.advanceTimersByTime(500));
    expect(props.onSave).toHaveBeenLastCalledWith(expect.objectContaining({ filter: { kinds: [1, 30023, 10002], limit: 100 } }));
  });

  it("counts the user picker's selection: '1 user selected', then 'N users selected'; an invalid npub is logged and ignored", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderEditor();
    const input = screen.getByLabelText('User');
    fireEvent.change(input, { target: { value: 'npub1notavalidkey' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(warn).toHaveBeenCalledWith('Invalid npub: npub1notavalidkey');
    expect(screen.getByText('0 users selected').textContent).toBe('0 users selected');
    fireEvent.change(input, { target: { value: 'AB'.repeat(32) } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('1 user selected').textContent).toBe('1 user selected');
    fireEvent.change(input, { target: { value: 'cd'.repeat(32) } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('2 users selected').textContent).toBe('2 users selected');
    warn.mockRestore();
  });

  it("'*' in the geohash input means all 32 base characters", () => {
    vi.useFakeTimers();
    const { props } = renderEditor();
    const input = screen.getByLabelText('Geohash');
    fireEvent.change(input, { target: { value: '*' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    act(() => vi.advanceTimersByTime(500));
    const saved = (props.onSave as ReturnType<typeof vi.fn>).mock.lastCall![0] as FeedConfig;
    expect(saved.filter?.['#g']).toHaveLength(32);
  });
});
