import { Button, Icon } from '@app/ui';
import { useRef } from 'react';
import { Row, Select } from './composer-styles';
import { LISTING_KIND, NOTE_KIND, type ComposeInput, type ComposeKind } from '@app/core';
import { EmojiButton } from './EmojiButton';
import { ExpirationPicker } from './ExpirationPicker';
import { LocationButton } from './LocationButton';

export interface ComposerToolbarProps {
  input: ComposeInput;
  update(patch: Partial<ComposeInput>): void;
  onEmoji(emoji: string): void;
  onFiles(files: File[]): void;
  /** Offer Post / Market Listing (not for replies, whose kind follows what they answer; default true). */
  chooseKind?: boolean;
}

/** Upload, emoji, location, expiration and kind controls. */
export function ComposerToolbar({ input, update, onEmoji, onFiles, chooseKind = true }: ComposerToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Row>
      <input
        ref={fileInput}
        type="file"
        multiple
        accept="image/*,video/*"
        hidden
        data-testid="composer-file-input"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <Button type="button" variant="ghost" size="sm" aria-label="Upload media" onClick={() => fileInput.current?.click()}>
        <Icon name="attach" size={18} />
      </Button>
      <EmojiButton onPick={onEmoji} />
      <LocationButton gTags={input.gTags} onChange={(gTags) => update({ gTags })} />
      <ExpirationPicker value={input.expirationDelta} onChange={(expirationDelta) => update({ expirationDelta })} />
      {chooseKind && (
        <Select aria-label="Kind" value={input.kind} onChange={(event) => update({ kind: Number(event.target.value) as ComposeKind })}>
          <option value={NOTE_KIND}>Post</option>
          <option value={LISTING_KIND}>Market Listing</option>
        </Select>
      )}
    </Row>
  );
}
