// The composers' look, one for private chats and channels alike.
import styled from '@emotion/styled';
import { VISUALLY_HIDDEN } from '@app/ui';

/** The composer: the reply target, the field row and what went wrong. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.xs}px;
  padding: ${(p) => p.theme.spacing.sm}px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;

/** Attach, the message field and Send. */
export const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${(p) => p.theme.spacing.sm}px;
`;

/** The field's label, for assistive technology only. */
export const Label = styled.label`
  ${VISUALLY_HIDDEN}
`;

/** The message field, growing with its text up to 160 px. */
export const TextArea = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 40px;
  max-height: 160px;
  field-sizing: content;
  resize: none;
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.md}px;
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.md}px;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.lg}px;
  &:focus {
    border-color: ${(p) => p.theme.colors.accent};
    outline: none;
  }
`;

/** 'Replying to …' above the field. */
export const Replying = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.xs}px ${(p) => p.theme.spacing.sm}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
  border-inline-start: 3px solid ${(p) => p.theme.colors.accent};
`;

/** A new subject waiting for the next message, under the field. */
export const SubjectNote = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
  & > span {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** The answered message's author and first line, on one line. */
export const ReplyingText = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Cancels the reply. */
export const Cancel = styled.button`
  padding: 0 ${(p) => p.theme.spacing.sm}px;
  font-size: ${(p) => p.theme.fontSizes.lg}px;
  line-height: 1;
  color: ${(p) => p.theme.colors.muted};
  background: transparent;
  border: 0;
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.colors.text};
  }
`;

/** Why a message or file was not sent. */
export const Failure = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.error};
  overflow-wrap: anywhere;
`;

/** A file being sent. */
export const Status = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
`;
