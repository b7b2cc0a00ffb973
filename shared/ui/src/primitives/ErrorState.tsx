import styled from '@emotion/styled';
import { Button } from './Button';
import { StateBox, StateTitle } from './EmptyState';

const Message = styled.p`
  margin: 0;
  max-width: 480px;
  overflow-wrap: anywhere;
`;

export interface ErrorStateProps {
  title?: string;
  message?: string;
  /** When given, a 'Retry' button calls it. */
  onRetry?: () => void;
}

/** A failure the user can read (and maybe retry), in place of the content. */
export function ErrorState({ title = 'Something went wrong', message, onRetry }: ErrorStateProps) {
  return (
    <StateBox role="alert">
      <StateTitle>{title}</StateTitle>
      {message && <Message>{message}</Message>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      )}
    </StateBox>
  );
}
