import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTabs } from './useTabs';

afterEach(cleanup);

const IDS = ['One', 'Two', 'Three', 'Four'] as const;
type Id = (typeof IDS)[number];

function Harness({ locked = [] as Id[] }) {
  const [selected, setSelected] = useState<Id>('One');
  const tabs = useTabs({ ids: IDS, selected, onSelect: setSelected, isDisabled: (id) => locked.includes(id) });
  return (
    <>
      <div aria-label="Numbers" {...tabs.listProps}>
        {IDS.map((id) => (
          <button key={id} {...tabs.tabProps(id)}>
            {id}
          </button>
        ))}
      </div>
      <div {...tabs.panelProps(selected)}>Panel {selected}</div>
    </>
  );
}

const tab = (name: Id) => screen.getByRole('tab', { name });

describe('useTabs', () => {
  it('makes only the selected tab a Tab stop, and points it at its labelled panel', () => {
    render(<Harness />);
    expect(IDS.map((id) => tab(id).tabIndex)).toEqual([0, -1, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(tab('One').getAttribute('aria-controls')).toBe(panel.id);
    expect(tab('Two').hasAttribute('aria-controls')).toBe(false);
  });

  it('moves and selects with the arrows (wrapping), Home and End', () => {
    render(<Harness />);
    tab('One').focus();
    fireEvent.keyDown(tab('One'), { key: 'ArrowRight' });
    expect(tab('Two')).toBe(document.activeElement);
    expect(tab('Two').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel Two');
    fireEvent.keyDown(tab('Two'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Four'));
    fireEvent.keyDown(tab('Four'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('One'));
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Four'));
    fireEvent.keyDown(tab('Four'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('One'));
  });

  it('skips locked tabs and ignores clicks on them', () => {
    render(<Harness locked={['Two', 'Three']} />);
    fireEvent.keyDown(tab('One'), { key: 'ArrowRight' });
    expect(tab('Four').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab('Two'));
    expect(tab('Four').getAttribute('aria-selected')).toBe('true');
    expect(tab('Two').getAttribute('aria-disabled')).toBe('true');
  });
});
