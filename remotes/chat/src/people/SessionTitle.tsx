import { Fragment } from 'react';
import type { ChatSession } from '@app/core/chat';
import { PersonName } from './PersonName';

/** What a note-to-self conversation is called. */
export const NOTE_TO_SELF = 'Note to self';

/** A conversation's name: a group's subject if any, else its participants' names joined; 'Note to self' for none. */
export function SessionTitle({ session }: { session: Pick<ChatSession, 'participants' | 'subject'> }) {
  const subject = session.subject?.trim();
  if (subject && session.participants.length > 1) return <bdi>{subject}</bdi>;
  if (session.participants.length === 0) return <>{NOTE_TO_SELF}</>;
  return (
    <>
      {session.participants.map((pubkey, index) => (
        <Fragment key={pubkey}>
          {index > 0 && ', '}
          <bdi>
            <PersonName pubkey={pubkey} />
          </bdi>
        </Fragment>
      ))}
    </>
  );
}
