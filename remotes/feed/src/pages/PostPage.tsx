import { useParams } from 'react-router';
import { decodeNostrLink } from '@app/core';
import { useEventById } from '../components/useEventById';
import { PostView } from '../views/PostView';

function idFromParam(note: string | undefined): string | undefined {
  if (!note) return undefined;
  const link = decodeNostrLink(note);
  return link.type === 'event' ? link.id : undefined;
}

/** A standalone post: /post/{note} or /{note|nevent} dispatched by the shell with the id. */
export default function PostPage(props: { id?: string }) {
  const { note } = useParams();
  const load = useEventById(props.id ?? idFromParam(note));
  return <PostView load={load} />;
}
