import styled from '@emotion/styled';
import { Fragment, useState } from 'react';
import type { ChatSession } from '@app/core/chat';
import { Button, Icon, Link } from '@app/ui';
import { PersonLink } from '@app/ui/nostr';
import { SessionAvatars } from '../people/SessionAvatars';
import { SessionTitle } from '../people/SessionTitle';
import { CHATS_PATH } from '../routes/chat-routes';
import { SubjectForm } from './SubjectForm';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.sm}px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Back = styled(Link)`
  display: inline-flex;
  padding: ${(p) => p.theme.spacing.xs}px;
  color: ${(p) => p.theme.colors.text};
  border-radius: ${(p) => p.theme.radius.round}px;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
`;

const Titles = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.md}px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const People = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const EditButton = styled(Button)`
  flex: none;
  white-space: nowrap;
`;

export interface ConversationHeaderProps {
  session: Pick<ChatSession, 'participants' | 'subject'>;
  me: string;
  /** A link back to the list (phones, where the list is not beside the conversation). */
  showBack?: boolean;
  /** When given, a group's 'Edit subject' opens a form whose Save gives the subject for the next message. */
  onSubjectChange?(subject: string): void;
  /** The subject waiting for the next message (the form starts with it). */
  pendingSubject?: string;
}

/**
 * Who the conversation is with: their linked names, or a group's subject with its members' linked names below; a
 * group's 'Edit subject' (with onSubjectChange) opens a small form under it.
 */
export function ConversationHeader({ session, me, showBack = false, onSubjectChange, pendingSubject }: ConversationHeaderProps) {
  const { participants } = session;
  const [editing, setEditing] = useState(false);
  const editable = Boolean(onSubjectChange) && participants.length > 1;
  const subject = participants.length > 1 ? session.subject?.trim() : undefined;
  const linkedNames = participants.map((pubkey, index) => (
    <Fragment key={pubkey}>
      {index > 0 && ', '}
      <PersonLink pubkey={pubkey} />
    </Fragment>
  ));
  return (
    <div>
      <Bar>
        {showBack && (
          <Back to={CHATS_PATH} aria-label="Back to chats">
            <Icon name="back" size={20} />
          </Back>
        )}
        <SessionAvatars session={session} me={me} size={36} />
        <Titles>
          <Title>{subject ? <bdi>{subject}</bdi> : participants.length === 0 ? <SessionTitle session={session} /> : linkedNames}</Title>
          {subject && <People>{linkedNames}</People>}
        </Titles>
        {editable && (
          <EditButton variant="ghost" size="sm" aria-expanded={editing} onClick={() => setEditing(!editing)}>
            <Icon name="pen" size={16} />
            Edit subject
          </EditButton>
        )}
      </Bar>
      {editable && editing && (
        <SubjectForm
          initial={pendingSubject ?? subject}
          onSave={(next) => {
            onSubjectChange?.(next);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </div>
  );
}
