import { Button, Icon } from '@app/ui';
import { useEffect, useRef, useState } from 'react';
import { Popover } from './composer-styles';

/** Spec 2 Composer: the picker opens below when 435 px are free under the button, else above. */
export const EMOJI_PICKER_HEIGHT = 435;

export function emojiPlacement(buttonBottom: number, viewportHeight: number): 'above' | 'below' {
  return viewportHeight - buttonBottom >= EMOJI_PICKER_HEIGHT ? 'below' : 'above';
}

/** Mounts emoji-mart's vanilla Picker (loaded on first open) into a div. */
function PickerMount({ onPick }: { onPick(emoji: string): void }) {
  const host = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  useEffect(() => {
    let cancelled = false;
    void Promise.all([import('emoji-mart'), import('@emoji-mart/data')]).then(([{ Picker }, data]) => {
      if (cancelled || !host.current) return;
      const picker = new Picker({ data: data.default, theme: 'dark', onEmojiSelect: (emoji: { native: string }) => pick.current(emoji.native) });
      host.current.replaceChildren(picker as unknown as Node);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return <div ref={host} data-testid="emoji-picker" />;
}

export function EmojiButton({ onPick }: { onPick(emoji: string): void }) {
  const [placement, setPlacement] = useState<'above' | 'below' | null>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const toggle = () => {
    const bottom = anchor.current?.getBoundingClientRect().bottom ?? 0;
    setPlacement((open) => (open ? null : emojiPlacement(bottom, window.innerHeight)));
  };
  return (
    <span ref={anchor} style={{ position: 'relative' }}>
      <Button type="button" variant="ghost" size="sm" aria-label="Emoji" aria-expanded={placement !== null} onClick={toggle}>
        <Icon name="smile" size={18} />
      </Button>
      {placement && (
        <Popover placement={placement} data-placement={placement}>
          <PickerMount onPick={(emoji) => onPick(emoji)} />
        </Popover>
      )}
    </span>
  );
}
