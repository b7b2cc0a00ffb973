import { useId, type KeyboardEvent } from 'react';

export interface UseTabsOptions<T extends string> {
  ids: readonly T[];
  selected: NoInfer<T>;
  onSelect(id: NoInfer<T>): void;
  /** Tabs that cannot be chosen now (skipped by the arrow keys). */
  isDisabled?(id: NoInfer<T>): boolean;
  orientation?: 'horizontal' | 'vertical';
  /** One panel whose content follows the selection, rendered by someone else (default: a panel per tab, panelProps). */
  panelId?: string;
}

const NEXT_KEYS = { horizontal: 'ArrowRight', vertical: 'ArrowDown' } as const;
const PREVIOUS_KEYS = { horizontal: 'ArrowLeft', vertical: 'ArrowUp' } as const;

/**
 * The WAI-ARIA tabs pattern for any styling: one Tab stop (the selected tab), arrows move and select (wrapping),
 * Home/End jump to the ends, the selected tab controls its panel. Spread the props on the list, tabs and panel.
 */
export function useTabs<T extends string>({ ids, selected, onSelect, isDisabled = () => false, orientation = 'horizontal', panelId: sharedPanel }: UseTabsOptions<T>) {
  const base = useId();
  const tabId = (id: T) => `${base}tab-${ids.indexOf(id)}`;
  const panelId = (id: T) => sharedPanel ?? `${base}panel-${ids.indexOf(id)}`;
  const enabled = ids.filter((id) => !isDisabled(id));

  const move = (target: T | undefined) => {
    if (target === undefined) return;
    onSelect(target);
    document.getElementById(tabId(target))?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const at = enabled.indexOf(selected);
    const step = event.key === NEXT_KEYS[orientation] ? 1 : event.key === PREVIOUS_KEYS[orientation] ? -1 : 0;
    if (step) move(enabled[(at + step + enabled.length) % enabled.length]);
    else if (event.key === 'Home') move(enabled[0]);
    else if (event.key === 'End') move(enabled[enabled.length - 1]);
    else return;
    event.preventDefault();
  };

  return {
    listProps: { role: 'tablist', 'aria-orientation': orientation, onKeyDown } as const,
    tabProps: (id: T) =>
      ({
        role: 'tab',
        id: tabId(id),
        'aria-selected': id === selected,
        // only the shown panel exists, so only the selected tab points at one
        'aria-controls': id === selected ? panelId(id) : undefined,
        'aria-disabled': isDisabled(id) || undefined,
        tabIndex: id === selected ? 0 : -1,
        onClick: () => !isDisabled(id) && onSelect(id),
      }) as const,
    panelProps: (id: T) => ({ role: 'tabpanel', id: panelId(id), 'aria-labelledby': tabId(id), tabIndex: 0 }) as const,
  };
}
