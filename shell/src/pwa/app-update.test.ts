import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createAppUpdate } from './app-update';

describe('app update', () => {
  it('offers nothing until an update is found', async () => {
    expect(await firstValueFrom(createAppUpdate(vi.fn()).available$)).toBeNull();
  });

  it('a waiting worker is activated by the click (which reloads once it controls the page)', async () => {
    const reload = vi.fn();
    const update = createAppUpdate(reload);
    const activate = vi.fn();
    update.offer('worker', activate);
    expect(await firstValueFrom(update.available$)).toBe('worker');
    await update.apply();
    expect(activate).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a remote deployed anew just reloads, and does not hide a waiting worker', async () => {
    const reload = vi.fn();
    const update = createAppUpdate(reload);
    update.offer('remote');
    await update.apply();
    expect(reload).toHaveBeenCalledOnce();
    const activate = vi.fn();
    update.offer('worker', activate);
    update.offer('remote');
    expect(await firstValueFrom(update.available$)).toBe('worker');
  });
});
