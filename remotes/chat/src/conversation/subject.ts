/** The longest subject set here (a received one is cut to the same length). */
export const SUBJECT_MAX_LENGTH = 200;

/** A subject as typed, trimmed; undefined when empty or not text. */
export function cleanSubject(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const subject = value.trim().slice(0, SUBJECT_MAX_LENGTH).trim();
  return subject || undefined;
}

/** The subject a new conversation's first message sets, from its navigation state (`{ subject }`), if any. */
export function subjectOfNavigationState(state: unknown): string | undefined {
  return state && typeof state === 'object' ? cleanSubject((state as { subject?: unknown }).subject) : undefined;
}


/** Navigation state without its subject (anything else, such as a peer, kept); null when nothing is left. */
export function withoutSubject(state: unknown): unknown {
  if (!state || typeof state !== 'object') return state ?? null;
  const { subject: _used, ...rest } = state as Record<string, unknown>;
  return Object.keys(rest).length > 0 ? rest : null;
}
