import { useParams } from '@app/ui';
import { decodeNostrLink } from '@app/core';
import { useEventById } from '@app/ui/nostr';
import { useAncestors } from '../thread/useAncestors';
import { useThreadReplies } from '../thread/useThreadReplies';
import { PostView } from '../views/PostView';

/** The id and relay hints of a /post/{note} parameter. */
function pointerFromParam(note: string | undefined): { id?: string; relays?: string[] } {
  if (!note) return {};
  const link = decodeNostrLink(note);
  return link.type === 'event' ? { id: link.id, relays: link.relays } : {};
}

/** A post and its thread: /post/{note} or /{note|nevent} dispatched by the shell with the id and relay hints. */
export default function PostPage(props: { id?: string; relays?: string[] }) {
  const { note } = useParams();
  const fromParam = pointerFromParam(note);
  const id = props.id ?? fromParam.id;
  const load = useEventById(id, props.relays ?? fromParam.relays);
  const focus = load.state === 'found' ? load.event : undefined;
  const ancestors = useAncestors(focus);
  const replies = useThreadReplies(focus);
  return <PostView load={load} ancestors={ancestors} replies={replies} />;
}
