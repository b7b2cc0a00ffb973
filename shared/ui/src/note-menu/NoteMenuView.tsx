import { MenuItem as Item, MenuPopup } from '../menus/Menu';
import { useMenu } from '../menus/useMenu';
import { Trigger, Wrap } from './NoteMenuTrigger';

/** Spec 2 §2: rebroadcast shows progress, then a success flag for 3 s. */
export type RebroadcastState = 'idle' | 'progress' | 'success' | 'error';

const REBROADCAST_LABEL: Record<RebroadcastState, string> = {
  idle: 'Rebroadcast',
  progress: 'Rebroadcasting…',
  success: 'Rebroadcast ✓',
  error: 'Rebroadcast failed, try again',
};

export interface NoteMenuViewProps {
  /** The signed-in user wrote the note. */
  isOwn: boolean;
  isZapReceipt: boolean;
  signedIn: boolean;
  rebroadcast: RebroadcastState;
  onRequestDeletion(): void;
  onMute(): void;
  onReport(): void;
  onRebroadcast(): void;
  onRawData(): void;
  /** Copy the note's public link (nevent or naddr with relay hints). */
  onCopyLink?(): void;
  /** Quote the note in a new post (signed in). */
  onQuote?(): void;
  /** Opens the zap dialog for the note (not on own notes or zap receipts). */
  onZap?(): void;
  /** Starts open (the menu mounted by a click on the bare trigger). */
  initialOpen?: boolean;
}

/**
 * The note action menu: quote, deletion request (author only), mute and report (not on own notes or zap receipts),
 * rebroadcast, copy link, raw data.
 */
export function NoteMenuView(props: NoteMenuViewProps) {
  const { isOwn, isZapReceipt, signedIn, rebroadcast } = props;
  const menu = useMenu(props.initialOpen ?? false);
  const pick = menu.pick;
  const canModerate = signedIn && !isOwn && !isZapReceipt;
  return (
    <Wrap ref={menu.wrapRef}>
      <Trigger aria-label="Note actions" {...menu.triggerProps}>
        ⋯
      </Trigger>
      {menu.open && (
        <MenuPopup aria-label="Note actions" {...menu.menuProps}>
          {signedIn && props.onQuote && (
            <Item {...menu.itemProps} onClick={pick(props.onQuote)}>
              Quote
            </Item>
          )}
          {canModerate && props.onZap && (
            <Item {...menu.itemProps} onClick={pick(props.onZap)}>
              Zap
            </Item>
          )}
          {signedIn && isOwn && (
            <Item {...menu.itemProps} $tone="danger" onClick={pick(props.onRequestDeletion)}>
              Request deletion
            </Item>
          )}
          {canModerate && (
            <Item {...menu.itemProps} onClick={pick(props.onMute)}>
              Mute
            </Item>
          )}
          {canModerate && (
            <Item {...menu.itemProps} onClick={pick(props.onReport)}>
              Report
            </Item>
          )}
          {signedIn && (
            <Item {...menu.itemProps} $tone={rebroadcast === 'success' ? 'success' : undefined} disabled={rebroadcast === 'progress'} onClick={props.onRebroadcast}>
              {REBROADCAST_LABEL[rebroadcast]}
            </Item>
          )}
          {props.onCopyLink && (
            <Item {...menu.itemProps} onClick={pick(props.onCopyLink)}>
              Copy link
            </Item>
          )}
          <Item {...menu.itemProps} onClick={pick(props.onRawData)}>
            Raw data
          </Item>
        </MenuPopup>
      )}
    </Wrap>
  );
}
