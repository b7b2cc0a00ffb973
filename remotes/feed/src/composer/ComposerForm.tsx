import type { NostrEvent } from '@app/core';
import { Button } from '@app/ui';
import { NoteContent } from '@app/ui/nostr';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { ComposerServices } from './composer-services';
import { Frame, Hint, Preview, Row, Spacer, TextArea } from './composer-styles';
import { ComposerToolbar } from './ComposerToolbar';
import { CharacterCount } from './CharacterCount';
import type { ComposeTarget, UploadResult } from '@app/core';
import { ListingFields } from './ListingFields';
import { MediaThumbs } from './MediaThumbs';
import { MentionList } from './MentionList';
import { insertAt } from './mention-rules';
import { UploadStatus } from './UploadStatus';
import { useComposerState } from './useComposerState';
import { useMentions } from './useMentions';
import { useUploads } from './useUploads';
import { COMMENT_KIND, LISTING_KIND, replyKindFor } from '@app/core';

export type ComposerMode = 'inline' | 'modal' | 'page';

export interface ComposerFormProps {
  services: ComposerServices;
  mode: ComposerMode;
  target?: ComposeTarget;
  onPublished(event: NostrEvent): void;
}

export const COMPOSER_PLACEHOLDER = "What's on your mind?";

/** 'Comment' for a NIP-22 comment (a reply to anything but a kind 1 note), else 'Post'. */
export function submitLabel(target: ComposeTarget): 'Comment' | 'Post' {
  return target.replyTo && replyKindFor(target.replyTo) === COMMENT_KIND ? 'Comment' : 'Post';
}

const NO_TARGET: ComposeTarget = {};
const filesOf = (event: DragEvent) => Array.from(event.dataTransfer?.files ?? []);

/** The note composer: text with mentions and emoji, media uploads, kind, listing fields, expiration and location. */
export function ComposerForm({ services, mode, target = NO_TARGET, onPublished }: ComposerFormProps) {
  const { input, update, submitting, canSubmit, submit } = useComposerState(services, target, onPublished);
  const [expandedInline, setExpanded] = useState(() => input.text !== '');
  const [dragging, setDragging] = useState(false);
  const [caret, setCaret] = useState(0);
  const area = useRef<HTMLTextAreaElement>(null);
  const expanded = mode !== 'inline' || expandedInline;

  const setText = useCallback((next: { text: string; caret: number }) => {
    update({ text: next.text });
    setCaret(next.caret);
    requestAnimationFrame(() => area.current?.setSelectionRange(next.caret, next.caret));
  }, [update]);
  const mentions = useMentions(input.text, caret, services.searchPeople, setText);
  const onUploaded = useCallback(
    (result: UploadResult) => update((current) => ({ imeta: [...current.imeta, result.imetaTag], text: current.text ? `${current.text}\n${result.url}` : result.url })),
    [update],
  );
  const uploads = useUploads(services.uploads, onUploaded);

  // In a dialog the text takes focus once the form is there (the dialog opened while it was loading).
  useEffect(() => {
    if (mode === 'modal') area.current?.focus();
  }, [mode]);

  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [input.text, expanded]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mentions.onKeyDown(event)) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && mode === 'inline' && !input.text.trim()) {
      setExpanded(false);
      area.current?.blur();
    }
  };
  const insertEmoji = (emoji: string) => {
    const element = area.current;
    setText(insertAt(input.text, element?.selectionStart ?? input.text.length, element?.selectionEnd ?? input.text.length, emoji));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = filesOf(event);
    if (files.length) void uploads.add(files);
  };

  return (
    <Frame
      aria-label="Compose note"
      data-expanded={expanded}
      dragging={dragging}
      onSubmit={(event) => (event.preventDefault(), void submit())}
      onDragOver={(event) => (event.preventDefault(), setExpanded(true), setDragging(true))}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {expanded && input.kind === LISTING_KIND && !target.replyTo && <ListingFields listing={input} onChange={update} />}
      <div style={{ position: 'relative' }}>
        <TextArea
          ref={area}
          aria-label={COMPOSER_PLACEHOLDER}
          placeholder={COMPOSER_PLACEHOLDER}
          rows={expanded ? 3 : 1}
          value={input.text}
          onFocus={() => setExpanded(true)}
          onChange={(event) => (update({ text: event.target.value }), setCaret(event.target.selectionStart))}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
        />
        {mentions.open && <MentionList suggestions={mentions.suggestions} active={mentions.active} onPick={mentions.pick} />}
      </div>
      {expanded && (
        <>
          <MediaThumbs imeta={input.imeta} onRemove={(tag) => update((current) => ({ imeta: current.imeta.filter((entry) => entry !== tag) }))} />
          <UploadStatus inProgress={uploads.inProgress} failed={uploads.failed} position={uploads.position} onDismiss={uploads.dismiss} />
          <Row>
            <ComposerToolbar input={input} update={update} onEmoji={insertEmoji} onFiles={(files) => void uploads.add(files)} chooseKind={!target.replyTo} />
            <Spacer />
            <CharacterCount text={input.text} />
            <Button type="submit" data-testid="composer-post" disabled={!canSubmit} loading={submitting}>
              {submitLabel(target)}
            </Button>
          </Row>
          {mode !== 'inline' && input.text.trim() && (
            <Preview aria-label="Preview">
              <h2>Preview</h2>
              <NoteContent content={input.text} />
            </Preview>
          )}
          {mode === 'inline' && <Hint>Ctrl+Enter to post</Hint>}
        </>
      )}
    </Frame>
  );
}
