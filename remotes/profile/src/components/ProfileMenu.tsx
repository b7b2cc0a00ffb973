import { Button } from '@app/ui';
import { MenuAnchor, MenuItem, MenuPopup, useMenu } from '@app/ui/nostr';

export interface ProfileMenuItem {
  label: string;
  onSelect(): void;
}

/** The '⋯' profile menu (the WAI-ARIA menu button pattern of useMenu: arrows, Enter, Escape back to the button). */
export function ProfileMenu({ items }: { items: ProfileMenuItem[] }) {
  const menu = useMenu();
  if (items.length === 0) return null;
  return (
    <MenuAnchor ref={menu.wrapRef}>
      <Button variant="secondary" size="sm" aria-label="Profile menu" {...menu.triggerProps}>
        ⋯
      </Button>
      {menu.open && (
        <MenuPopup aria-label="Profile menu" {...menu.menuProps}>
          {items.map((item) => (
            <MenuItem key={item.label} {...menu.itemProps} onClick={menu.pick(item.onSelect)}>
              {item.label}
            </MenuItem>
          ))}
        </MenuPopup>
      )}
    </MenuAnchor>
  );
}
