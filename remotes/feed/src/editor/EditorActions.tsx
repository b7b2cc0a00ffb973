import styled from '@emotion/styled';
import { Button } from '@app/ui';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.md}px 0;
`;

export function deleteConfirmText(name: string): string {
  return `Delete feed '${name}'?`;
}
export const RESET_CONFIRM_TEXT = 'Reset all feeds to defaults?';

export interface EditorActionsProps {
  name: string;
  canMoveLeft: boolean;
  canMoveRight: boolean;
  /** False with one feed left: delete is hidden. */
  canDelete: boolean;
  onMove(direction: -1 | 1): void;
  onClone(): void;
  onDelete(): void;
  onReset(): void;
  /** Asks before deleting or resetting; window.confirm by default. */
  confirm?: (message: string) => boolean;
}

/** Move left/right, clone, delete (confirmed, hidden for the last feed) and reset (confirmed). */
export function EditorActions(props: EditorActionsProps) {
  const ask = props.confirm ?? ((message: string) => window.confirm(message));
  return (
    <Bar>
      <Button variant="secondary" size="sm" disabled={!props.canMoveLeft} onClick={() => props.onMove(-1)}>
        Move left
      </Button>
      <Button variant="secondary" size="sm" disabled={!props.canMoveRight} onClick={() => props.onMove(1)}>
        Move right
      </Button>
      <Button variant="secondary" size="sm" onClick={props.onClone}>
        Clone
      </Button>
      {props.canDelete && (
        <Button variant="danger" size="sm" onClick={() => ask(deleteConfirmText(props.name)) && props.onDelete()}>
          Delete
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={() => ask(RESET_CONFIRM_TEXT) && props.onReset()}>
        Reset all feeds
      </Button>
    </Bar>
  );
}
