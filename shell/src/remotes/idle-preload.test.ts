import { describe, expect, it, vi } from 'vitest';
import { createBus } from '@app/core';
import { IDLE_PRELOAD_SWITCH, idlePreloadAllowed, preloadInTurn, remotePageLoaded, startIdlePreload } from './idle-preload';

/** A scheduler whose tasks run when the test says so. */
function manualScheduler() {
  const tasks: Array<() => void> = [];
  const schedule = vi.fn((task: () => void) => {
    tasks.push(task);
    return () => {
      const index = tasks.indexOf(task);
      if (index >= 0) tasks.splice(index, 1);
    };
  });
  const runNext = () => tasks.shift()?.();
  return { schedule, runNext, pending: () => tasks.length };
}

/** A load the test settles. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const storage = (value: string | null) => ({ getItem: (key: string) => (key === IDLE_PRELOAD_SWITCH ? value : null) });

describe('idlePreloadAllowed', () => {
  it('allows it by default, and on fast links', () => {
    expect(idlePreloadAllowed({}, storage(null))).toBe(true);
    expect(idlePreloadAllowed({ connection: { effectiveType: '4g', saveData: false } }, storage(null))).toBe(true);
    expect(idlePreloadAllowed({ connection: { effectiveType: '3g' } }, undefined)).toBe(true);
  });

  it('refuses it when the user asks to save data, on 2G-class links, and when switched off', () => {
    expect(idlePreloadAllowed({ connection: { saveData: true, effectiveType: '4g' } }, storage(null))).toBe(false);
    expect(idlePreloadAllowed({ connection: { effectiveType: 'slow-2g' } }, storage(null))).toBe(false);
    expect(idlePreloadAllowed({ connection: { effectiveType: '2g' } }, storage(null))).toBe(false);
    expect(idlePreloadAllowed({}, storage('off'))).toBe(false);
  });

  it('allows it when storage cannot be read', () => {
    expect(idlePreloadAllowed({}, { getItem: () => { throw new Error('denied'); } })).toBe(true);
  });
});

describe('preloadInTurn', () => {
  it('preloads one path per idle callback, the next only once the previous load has settled', async () => {
    const idle = manualScheduler();
    const loads = { '/search': deferred(), '/chats': deferred() };
    const preload = vi.fn((path: string) => loads[path as keyof typeof loads]?.promise);
    preloadInTurn(['/search', '/chats', '/wallet'], preload, idle.schedule);
    expect(preload).not.toHaveBeenCalled();
    idle.runNext();
    expect(preload.mock.calls).toEqual([['/search']]);
    await flush();
    expect(idle.pending()).toBe(0); // still loading: nothing else is scheduled
    loads['/search'].reject(new Error('down')); // a failure moves on too
    await flush();
    idle.runNext();
    expect(preload.mock.calls).toEqual([['/search'], ['/chats']]);
    loads['/chats'].resolve();
    await flush();
    idle.runNext();
    expect(preload.mock.calls.map(([path]) => path)).toEqual(['/search', '/chats', '/wallet']);
    expect(idle.pending()).toBe(0);
  });

  it('moves on in the next idle callback when a path had nothing to start', () => {
    const idle = manualScheduler();
    const preload = vi.fn(() => undefined);
    preloadInTurn(['/', '/search'], preload, idle.schedule);
    idle.runNext();
    expect(preload).toHaveBeenCalledTimes(1);
    idle.runNext();
    expect(preload).toHaveBeenCalledTimes(2);
    expect(idle.pending()).toBe(0);
  });

  it('stops when cancelled', () => {
    const idle = manualScheduler();
    const preload = vi.fn(() => undefined);
    const cancel = preloadInTurn(['/', '/search'], preload, idle.schedule);
    cancel();
    idle.runNext();
    expect(preload).not.toHaveBeenCalled();
  });
});

describe('startIdlePreload', () => {
  it("waits for the opening page's remote, then the settle delay, then idle callbacks; only the first load counts", () => {
    const bus = createBus();
    const settle = manualScheduler();
    const idle = manualScheduler();
    const preload = vi.fn(() => undefined);
    startIdlePreload({ pageLoaded: remotePageLoaded(bus), paths: ['/search', '/wallet'], preload, idle: idle.schedule, settle: settle.schedule, allowed: true });
    bus.publish({ type: 'toast', message: 'hi', kind: 'info' });
    expect(settle.schedule).not.toHaveBeenCalled();
    bus.publish({ type: 'remote:mounted', remote: 'feed' });
    bus.publish({ type: 'remote:mounted', remote: 'search' });
    expect(settle.schedule).toHaveBeenCalledTimes(1);
    expect(idle.schedule).not.toHaveBeenCalled();
    settle.runNext();
    idle.runNext();
    idle.runNext();
    expect(preload.mock.calls).toEqual([['/search'], ['/wallet']]);
  });

  it('starts after a failed opening page as well', () => {
    const bus = createBus();
    const settle = manualScheduler();
    startIdlePreload({ pageLoaded: remotePageLoaded(bus), paths: ['/'], preload: () => undefined, settle: settle.schedule, allowed: true });
    bus.publish({ type: 'remote:failed', remote: 'feed', error: 'down' });
    expect(settle.schedule).toHaveBeenCalledTimes(1);
  });

  it('does nothing when not allowed, or once cancelled', () => {
    const bus = createBus();
    const settle = manualScheduler();
    startIdlePreload({ pageLoaded: remotePageLoaded(bus), paths: ['/'], preload: () => undefined, settle: settle.schedule, allowed: false });
    const cancel = startIdlePreload({ pageLoaded: remotePageLoaded(bus), paths: ['/'], preload: () => undefined, settle: settle.schedule, allowed: true });
    cancel();
    bus.publish({ type: 'remote:mounted', remote: 'feed' });
    expect(settle.schedule).not.toHaveBeenCalled();
  });
});
