import type { Profile } from '@app/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { applyMention, MAX_MENTION_SUGGESTIONS, mentionAt, type MentionQuery } from './mention-rules';

/** @-mention suggestions for the text at the caret, in the order `searchPeople` ranks them, with keyboard picking (arrows, Tab/Enter, Escape). */
export function useMentions(text: string, caret: number, searchPeople: (query: string) => Promise<Profile[]>, onPick: (next: { text: string; caret: number }) => void) {
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [suggestions, setSuggestions] = useState<Profile[]>([]);
  const [active, setActive] = useState(0);
  const [closedAt, setClosedAt] = useState<number | null>(null);

  useEffect(() => {
    const found = mentionAt(text, caret);
    setMention(found && found.start !== closedAt ? found : null);
    if (!found || found.start !== closedAt) setClosedAt(null);
  }, [text, caret, closedAt]);

  useEffect(() => {
    if (!mention?.query) return setSuggestions([]);
    let current = true;
    void searchPeople(mention.query).then((found) => {
      if (!current) return;
      setSuggestions(found.slice(0, MAX_MENTION_SUGGESTIONS));
      setActive(0);
    });
    return () => {
      current = false;
    };
  }, [mention?.query, searchPeople]);

  const open = mention !== null && suggestions.length > 0;
  const pick = (profile: Profile) => {
    if (!mention) return;
    onPick(applyMention(text, mention, profile.pubkey));
    setMention(null);
    setSuggestions([]);
  };

  /** Handles a key when the list is open; returns true when it did. */
  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (!open) return false;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves) setActive((index) => (index + moves[event.key] + suggestions.length) % suggestions.length);
    else if (event.key === 'Tab' || event.key === 'Enter') pick(suggestions[active]);
    else if (event.key === 'Escape') setClosedAt(mention.start);
    else return false;
    event.preventDefault();
    return true;
  };

  return { open, suggestions, active, pick, onKeyDown };
}
