import { act, cleanup, render, screen } from '@testing-library/react';
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { useObservable } from './useObservable';

function Show({ source$, initial }: { source$: Observable<string>; initial: string }) {
  return <output>{useObservable(source$, initial)}</output>;
}

const shown = () => screen.getByRole('status').textContent;

afterEach(cleanup);

describe('useObservable', () => {
  it('shows the initial value until the observable emits', () => {
    const source$ = new Subject<string>();
    render(<Show source$={source$} initial="initial" />);
    expect(shown()).toBe('initial');
    act(() => source$.next('first'));
    expect(shown()).toBe('first');
    act(() => source$.next('second'));
    expect(shown()).toBe('second');
  });

  it('shows a value emitted synchronously on subscribe', () => {
    render(<Show source$={new BehaviorSubject('current')} initial="initial" />);
    expect(shown()).toBe('current');
  });

  it('switches to a new observable instance and drops the old one', () => {
    const first$ = new BehaviorSubject('from first');
    const second$ = new Subject<string>();
    const { rerender } = render(<Show source$={first$} initial="initial" />);
    expect(shown()).toBe('from first');

    rerender(<Show source$={second$} initial="waiting" />);
    expect(shown()).toBe('waiting');
    expect(first$.observed).toBe(false);
    expect(second$.observed).toBe(true);

    act(() => first$.next('stale'));
    expect(shown()).toBe('waiting');
    act(() => second$.next('from second'));
    expect(shown()).toBe('from second');
  });

  it('unsubscribes on unmount', () => {
    const source$ = new BehaviorSubject('x');
    const { unmount } = render(<Show source$={source$} initial="" />);
    expect(source$.observed).toBe(true);
    unmount();
    expect(source$.observed).toBe(false);
  });
});
