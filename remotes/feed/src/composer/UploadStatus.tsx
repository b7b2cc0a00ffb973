import { Button } from '@app/ui';
import styled from '@emotion/styled';
import type { UploadItem } from './useUploads';
import { Hint } from './composer-styles';

const List = styled.ul`
  margin: 0;
  padding-left: ${(p) => p.theme.spacing.lg}px;
  color: ${(p) => p.theme.colors.error};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
`;

export interface UploadStatusProps {
  inProgress: UploadItem[];
  failed: UploadItem[];
  /** 1-based index of the file being sent and the batch size. */
  position: { index: number; total: number };
  onDismiss(id: number): void;
}

/** Spec 2 §4/§8: progress with the file index; failed files as 'name: error' under 'Failed uploads:' with Dismiss. */
export function UploadStatus({ inProgress, failed, position, onDismiss }: UploadStatusProps) {
  const current = inProgress[0];
  return (
    <>
      {current && (
        <div role="status">
          <Hint>
            Uploading {current.name} ({position.index}/{position.total}) {Math.round(current.progress * 100)}%
          </Hint>
          <progress max={1} value={current.progress} aria-label={`Upload of ${current.name}`} />
        </div>
      )}
      {failed.length > 0 && (
        <div role="alert">
          <Hint tone="error">Failed uploads:</Hint>
          <List>
            {failed.map((item) => (
              <li key={item.id}>
                {item.name}: {item.error}{' '}
                <Button type="button" variant="ghost" size="sm" onClick={() => onDismiss(item.id)}>
                  Dismiss
                </Button>
              </li>
            ))}
          </List>
        </div>
      )}
    </>
  );
}
