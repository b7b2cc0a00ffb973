/** Messages rendered when a conversation opens: the newest ones; older ones come a page at a time. */
export const MESSAGE_WINDOW = 50;

/** The newest `shown` messages, and how many older ones are not rendered. */
export function messageWindow<T>(messages: readonly T[], shown: number): { visible: readonly T[]; hidden: number } {
  const start = Math.max(0, messages.length - shown);
  return { visible: start === 0 ? messages : messages.slice(start), hidden: start };
}
