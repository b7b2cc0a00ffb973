import type { ChatMessage } from '@app/core/chat';

/** The one-line preview of a conversation's last message ('You: …' for the user's own; files by their kind). */
export function messagePreview(message: ChatMessage | undefined, me: string): string {
  if (!message) return 'No messages yet';
  const text = message.kind === 15 ? (message.file?.mime?.startsWith('image/') ? 'Photo' : 'File') : message.content.replace(/\s+/g, ' ').trim();
  return message.author === me ? `You: ${text}` : text;
}
