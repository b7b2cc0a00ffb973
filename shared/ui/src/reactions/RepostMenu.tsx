import { MenuAnchor, MenuItem, MenuPopup } from '../menus/Menu';
import { useMenu } from '../menus/useMenu';
import { ActionButton } from './barParts';
import { RepostIcon } from './ReactionIcons';

export interface RepostMenuProps {
  reposted: boolean;
  signedIn: boolean;
  onRepost(): void;
  onUndoRepost(): void;
  onQuote(): void;
  /** A visitor's click: ask them to sign in instead of opening the menu. */
  onAskSignIn(): void;
}

/** The repost button: a small menu with Repost (or 'Undo repost' once reposted) and Quote. */
export function RepostMenu({ reposted, signedIn, onRepost, onUndoRepost, onQuote, onAskSignIn }: RepostMenuProps) {
  const menu = useMenu();
  const { onClick, ...trigger } = menu.triggerProps;
  return (
    <MenuAnchor ref={menu.wrapRef}>
      <ActionButton
        $active={reposted}
        $tone="repost"
        aria-label={reposted ? 'Reposted' : 'Repost'}
        {...trigger}
        onClick={signedIn ? onClick : onAskSignIn}
        aria-haspopup={signedIn ? 'menu' : 'dialog'}
      >
        <RepostIcon />
      </ActionButton>
      {menu.open && (
        <MenuPopup $align="left" aria-label="Repost" {...menu.menuProps}>
          {reposted ? (
            <MenuItem {...menu.itemProps} $tone="danger" onClick={menu.pick(onUndoRepost)}>
              Undo repost
            </MenuItem>
          ) : (
            <MenuItem {...menu.itemProps} onClick={menu.pick(onRepost)}>
              Repost
            </MenuItem>
          )}
          <MenuItem {...menu.itemProps} onClick={menu.pick(onQuote)}>
            Quote
          </MenuItem>
        </MenuPopup>
      )}
    </MenuAnchor>
  );
}
