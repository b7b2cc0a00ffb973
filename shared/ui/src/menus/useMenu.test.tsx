import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMenu } from './useMenu';

afterEach(cleanup);

function Harness({ onPick }: { onPick(name: string): void }) {
  const menu = useMenu();
  return (
    <div ref={menu.wrapRef}>
      <button {...menu.triggerProps}>Actions</button>
      {menu.open && (
        <div aria-label="Actions" {...menu.menuProps}>
          {['Repost', 'Quote', 'Share'].map((name) => (
            <button key={name} {...menu.itemProps} onClick={menu.pick(() => onPick(name))}>
              {name}
            </button>
          ))}
        </div>
      )}
      <button>Elsewhere</button>
    </div>
  );
}

const item = (name: string) => screen.getByRole('menuitem', { name });
const trigger = () => screen.getByRole('button', { name: 'Actions' });

describe('useMenu', () => {
  it('focuses the first item on open and moves with the arrows (wrapping), Home and End', () => {
    render(<Harness onPick={vi.fn()} />);
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(trigger().getAttribute('aria-controls')).toBe(screen.getByRole('menu').id);
    expect(document.activeElement).toBe(item('Repost'));
    fireEvent.keyDown(item('Repost'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Quote'));
    fireEvent.keyDown(item('Quote'), { key: 'End' });
    expect(document.activeElement).toBe(item('Share'));
    fireEvent.keyDown(item('Share'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Repost'));
    fireEvent.keyDown(item('Repost'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Share'));
    fireEvent.keyDown(item('Share'), { key: 'Home' });
    expect(document.activeElement).toBe(item('Repost'));
  });

  it('opens from the keyboard with ↓ on the first item and ↑ on the last', () => {
    render(<Harness onPick={vi.fn()} />);
    fireEvent.keyDown(trigger(), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Share'));
  });

  it('closes on Escape with focus back on its button', () => {
    render(<Harness onPick={vi.fn()} />);
    fireEvent.click(trigger());
    fireEvent.keyDown(item('Repost'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('runs the chosen item after closing, with focus on the button', () => {
    const onPick = vi.fn(() => expect(document.activeElement).toBe(trigger()));
    render(<Harness onPick={onPick} />);
    fireEvent.click(trigger());
    fireEvent.click(item('Quote'));
    expect(onPick).toHaveBeenCalledWith('Quote');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a pointer press outside', () => {
    render(<Harness onPick={vi.fn()} />);
    fireEvent.click(trigger());
    act(() => void document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
