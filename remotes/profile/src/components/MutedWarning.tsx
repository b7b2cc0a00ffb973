import styled from '@emotion/styled';
import { useState } from 'react';
import { Button } from '@app/ui';
import { MUTE_FAILED } from './MuteDialog';

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md}px;
  padding: ${({ theme }) => theme.spacing.sm}px ${({ theme }) => theme.spacing.md}px;
  color: ${({ theme }) => theme.colors.warning};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.md}px;
`;

/** Shown on the profile of a user the viewer muted, with Unmute. */
export function MutedWarning({ onUnmute }: { onUnmute(): Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const unmute = () => {
    setBusy(true);
    setFailed(false);
    onUnmute().then(
      () => setBusy(false),
      () => {
        setBusy(false);
        setFailed(true);
      },
    );
  };
  return (
    <Box role="status" data-testid="muted-warning">
      <span>{failed ? MUTE_FAILED : 'You have muted this user.'}</span>
      <Button variant="secondary" size="sm" onClick={unmute} loading={busy}>
        Unmute
      </Button>
    </Box>
  );
}
