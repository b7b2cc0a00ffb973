import styled from '@emotion/styled';
import { Button, useObservable } from '@app/ui';
import { appUpdate, type AppUpdate, type UpdateReason } from './app-update';

/** Spec 1 §2 'App update button'. */
export const UPDATE_TEXT = 'Update Available - Click to Refresh';

const Floating = styled.div`
  position: fixed;
  left: 50%;
  transform: translateX(-50%);
  bottom: 88px;
  z-index: 40;
  ${({ theme }) => theme.media.desktop} {
    bottom: 24px;
  }
`;

/** The refresh button, shown while an update waits: a new shell worker, or a remote deployed anew. */
export function UpdateButtonView({ reason, onRefresh }: { reason: UpdateReason | null; onRefresh: () => void }) {
  if (!reason) return null;
  return (
    <Floating>
      <Button type="button" onClick={onRefresh} data-update-reason={reason}>
        {UPDATE_TEXT}
      </Button>
    </Floating>
  );
}

/** The page's update button. */
export function UpdateButton({ update = appUpdate }: { update?: AppUpdate }) {
  const reason = useObservable(update.available$, null);
  return <UpdateButtonView reason={reason} onRefresh={() => void update.apply()} />;
}
