import { describe, expect, it, vi } from 'vitest';
import { createSidebarSetting, SIDEBAR_STORAGE_KEY } from './sidebar-setting';

function memory(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('createSidebarSetting', () => {
  it('is visible by default and remembers a change across instances', () => {
    const storage = memory();
    const setting = createSidebarSetting(storage);
    expect(setting.get()).toBe(true);
    const listener = vi.fn();
    setting.subscribe(listener);
    setting.set(false);
    expect(listener).toHaveBeenCalledOnce();
    expect(storage.getItem(SIDEBAR_STORAGE_KEY)).toBe('false');
    expect(createSidebarSetting(storage).get()).toBe(false);
  });

  it('treats unreadable or odd values as visible and survives a storage that throws', () => {
    expect(createSidebarSetting(memory({ [SIDEBAR_STORAGE_KEY]: 'maybe' })).get()).toBe(true);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
    const setting = createSidebarSetting(broken);
    expect(setting.get()).toBe(true);
    setting.set(false);
    expect(setting.get()).toBe(false);
  });
});
