import { BehaviorSubject, EMPTY, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { firstValue, following, mapped } from './subscribable';

describe('the port helpers', () => {
  it('mapped passes every value through', () => {
    const source = new BehaviorSubject(1);
    const seen: number[] = [];
    const subscription = mapped(source, (n: number) => n * 10).subscribe((value) => seen.push(value));
    source.next(2);
    subscription.unsubscribe();
    source.next(3);
    expect(seen).toEqual([10, 20]);
  });

  it('following switches to the observable of the latest value and unsubscribes the former', () => {
    const accounts = new BehaviorSubject<'alice' | 'bob'>('alice');
    const mints = { alice: new BehaviorSubject(['a1']), bob: new BehaviorSubject(['b1']) };
    const seen: string[][] = [];
    const subscription = following(accounts, (name: 'alice' | 'bob') => mints[name]).subscribe((value) => seen.push(value));
    accounts.next('bob');
    mints.alice.next(['a2']);
    mints.bob.next(['b2']);
    subscription.unsubscribe();
    expect(seen).toEqual([['a1'], ['b1'], ['b2']]);
    expect(mints.alice.observed || mints.bob.observed).toBe(false);
  });

  it('following passes errors on', () => {
    const inner = new Subject<number>();
    const errors: unknown[] = [];
    following(new BehaviorSubject(0), () => inner).subscribe({ error: (error: unknown) => errors.push(error) });
    inner.error(new Error('Dexie failed'));
    expect(errors).toEqual([new Error('Dexie failed')]);
  });

  it('firstValue takes the current value (even one given at once) and lets go', async () => {
    const source = new BehaviorSubject('alice');
    await expect(firstValue(source)).resolves.toBe('alice');
    expect(source.observed).toBe(false);
    const later = new Subject<string>();
    const pending = firstValue(later);
    later.next('bob');
    await expect(pending).resolves.toBe('bob');
    await expect(firstValue(EMPTY)).rejects.toThrow('No value');
  });
});
