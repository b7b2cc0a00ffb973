import type { NostrEvent } from '@app/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComposerServices } from './composer-services';
import { draftKey, emptyComposeInput, type ComposeInput, type ComposeTarget, type Draft } from '@app/core';

function fromDraft(draft: Draft | undefined): ComposeInput {
  if (!draft) return emptyComposeInput();
  const { content: text, imeta, gTags, expirationDelta, eventKind: kind, price, title, summary = '', location = '' } = draft;
  return { text, imeta, gTags, expirationDelta, kind, price, title, summary, location };
}

function toDraft(input: ComposeInput): Omit<Draft, 'timestamp'> {
  const { text: content, imeta, gTags, expirationDelta, kind: eventKind, price, title, summary, location } = input;
  return { content, imeta, gTags, expirationDelta, eventKind, price, title, summary, location };
}

const isEmpty = (input: ComposeInput) => !input.text && !input.imeta.length && !input.title && !input.summary && !input.location && !input.price.amount;

/** The compose state of one target, restored from and saved to its draft; submit signs and publishes. */
export function useComposerState(services: ComposerServices, target: ComposeTarget, onPublished: (event: NostrEvent) => void) {
  const key = draftKey(target);
  const [input, setInput] = useState(() => fromDraft(services.drafts.get(key)));
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    if (isEmpty(input)) services.drafts.clear(key);
    else services.drafts.save(key, toDraft(input));
  }, [services, key, input]);

  /** Merges a patch, or a patch computed from the current input (for async results such as uploads). */
  const update = useCallback(
    (patch: Partial<ComposeInput> | ((current: ComposeInput) => Partial<ComposeInput>)) =>
      setInput((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) })),
    [],
  );
  const canSubmit = input.text.trim() !== '' && !submitting;

  const submit = useCallback(async () => {
    if (busy.current || !input.text.trim()) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const event = await services.compose.publish(input, target);
      services.drafts.clear(key);
      setInput(emptyComposeInput());
      onPublished(event);
    } catch (error) {
      console.error('Failed to create note', error); // spec 2 §8: logged only; the text stays
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, [services, input, target, key, onPublished]);

  return { input, update, submitting, canSubmit, submit };
}
