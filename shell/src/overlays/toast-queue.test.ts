import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, pushToast, toastOf, TOAST_DEFAULT_MS } from './toast-queue';

describe('toasts', () => {
  it('last 5 s unless the message says otherwise, and keep a link', () => {
    expect(toastOf({ type: 'toast', kind: 'info', message: 'Hi' }, 1).duration).toBe(TOAST_DEFAULT_MS);
    const zapFailed = toastOf({ type: 'toast', kind: 'error', message: 'Zap failed', duration: 10_000, linkTo: '/note1x' }, 1);
    expect(zapFailed).toMatchObject({ type: 'error', duration: 10_000, linkTo: '/note1x' });
  });

  it(`show at most ${MAX_TOASTS}, dropping the oldest`, () => {
    let shown = [] as ReturnType<typeof toastOf>[];
    for (const message of ['a', 'b', 'c', 'd']) shown = pushToast(shown, toastOf({ type: 'toast', kind: 'info', message }, 1));
    expect(shown.map((toast) => toast.message)).toEqual(['b', 'c', 'd']);
  });
});
