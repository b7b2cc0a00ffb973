import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

const ITEMS = '[role="menuitem"]:not([disabled]), [role="menuitemradio"]:not([disabled])';

function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>(ITEMS)] : [];
}

/** Moves focus among a menu's items: ↓/↑ (→/← in a row of choices) wrap, Home/End jump; true when the key was one of those. */
export function moveMenuFocus(menu: HTMLElement | null, key: string): boolean {
  const items = itemsOf(menu);
  if (items.length === 0) return false;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const target =
    key === 'ArrowDown' || key === 'ArrowRight' ? items[(at + 1) % items.length]
    : key === 'ArrowUp' || key === 'ArrowLeft' ? items[(at - 1 + items.length) % items.length]
    : key === 'Home' ? items[0]
    : key === 'End' ? items[items.length - 1]
    : undefined;
  target?.focus();
  return target !== undefined;
}

/**
 * The WAI-ARIA menu button pattern: the first item takes focus on open (the last when opened with ↑), arrows, Home
 * and End move, Enter and Space choose (items are buttons), Escape closes and gives focus back to the button, Tab and
 * a click outside close. `pick(action)` closes with focus on the button, then runs the action (a dialog it opens
 * then returns focus there).
 */
export function useMenu(initialOpen = false) {
  const [open, setOpen] = useState(initialOpen);
  const [focusLast, setFocusLast] = useState(false);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const items = itemsOf(menuRef.current);
    (focusLast ? items[items.length - 1] : items[0])?.focus();
    const onOutside = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onOutside);
    return () => document.removeEventListener('pointerdown', onOutside);
  }, [open, focusLast]);

  const close = useCallback(() => {
    triggerRef.current?.focus();
    setOpen(false);
  }, []);
  const show = (last: boolean) => {
    setFocusLast(last);
    setOpen(true);
  };
  const pick = (action: () => void) => () => {
    close();
    action();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show(event.key === 'ArrowUp');
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation(); // a menu inside a dialog: Escape closes the menu, not the dialog
      close();
    } else if (event.key === 'Tab') setOpen(false);
    else if (moveMenuFocus(menuRef.current, event.key)) event.preventDefault();
  };

  return {
    open,
    close,
    pick,
    wrapRef,
    triggerProps: {
      ref: triggerRef,
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? setOpen(false) : show(false)),
      onKeyDown: onTriggerKeyDown,
    } as const,
    menuProps: { ref: menuRef, id: menuId, role: 'menu', onKeyDown: onMenuKeyDown } as const,
    itemProps: { role: 'menuitem', tabIndex: -1 } as const,
  };
}
