import { Link } from 'react-router';
import type { NostrEvent } from '@app/core';
import { ProxiedImage } from '../media/ProxiedImage';
import { KindMuted, KindStack, KindTitle } from './kindStyles';

interface ChannelMetadata {
  name: string;
  about: string;
  picture: string;
}

/** The metadata of a channel creation (kind 40), or null when its content is not valid JSON metadata. */
export function readChannel(content: string): ChannelMetadata | null {
  try {
    const parsed: unknown = JSON.parse(content);
    if (!parsed || typeof parsed !== 'object') return null;
    const field = (name: string) => {
      const value = (parsed as Record<string, unknown>)[name];
      return typeof value === 'string' ? value : '';
    };
    return { name: field('name'), about: field('about'), picture: field('picture') };
  } catch {
    return null;
  }
}

/** A channel creation: its name, picture and about, linking to the channel's page; a parse failure renders nothing (spec 2). */
export function ChannelBody({ event }: { event: NostrEvent }) {
  const channel = readChannel(event.content);
  if (!channel) return null;
  return (
    <KindStack data-testid="channel">
      <KindMuted>Created a channel</KindMuted>
      {channel.name && <KindTitle>{channel.name.slice(0, 100)}</KindTitle>}
      {channel.picture && <ProxiedImage src={channel.picture} alt={channel.name} width={96} />}
      {channel.about && <div>{channel.about.slice(0, 500)}</div>}
      <Link to={`/chats/${event.id}`}>Open channel</Link>
    </KindStack>
  );
}
