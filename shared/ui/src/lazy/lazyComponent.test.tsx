import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component, type ReactNode } from 'react';
import { lazyComponent } from './lazyComponent';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;
const settle = () => act(async () => {});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  render = () => (this.state.failed ? <p>Something went wrong.</p> : this.props.children);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('lazyComponent', () => {
  it('shows the fallback with the props, then the loaded component', async () => {
    let resolve!: (component: typeof Hello) => void;
    const Lazy = lazyComponent<{ name: string }>(
      () => new Promise((done) => (resolve = done)),
      ({ name }) => <p>Loading {name}</p>,
    );
    render(<Lazy name="Ann" />);
    expect(screen.getByText('Loading Ann')).toBeTruthy();
    resolve(Hello);
    expect(await screen.findByText('Hello Ann')).toBeTruthy();
  });

  it('renders at once, without the fallback, once preloaded', async () => {
    const Lazy = lazyComponent<{ name: string }>(async () => Hello, () => <p>Loading</p>);
    await Lazy.preload();
    render(<Lazy name="Bo" />);
    expect(screen.getByText('Hello Bo')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('lets a failed fetch reach the error boundary and fetches again at the next mount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Hello);
    const Lazy = lazyComponent<{ name: string }>(load);
    render(
      <Boundary>
        <Lazy name="Cy" />
      </Boundary>,
    );
    await settle();
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
    cleanup();
    render(<Lazy name="Cy" />);
    expect(await screen.findByText('Hello Cy')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
