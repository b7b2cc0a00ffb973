import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { RenderName } from '../people/PersonLink';
import { SummaryLine } from './FollowedBySummaryView';
import { NamedPeople } from './NamedPeople';

export interface MutedBySummaryViewProps {
  /** Known users who mute the person. */
  mutedBy: string[];
  renderName?: RenderName;
}

/** 'Muted by' three names, then 'and N others'; nothing when nobody mutes them. */
export function MutedBySummaryView({ mutedBy, renderName }: MutedBySummaryViewProps) {
  if (mutedBy.length === 0) return null;
  return (
    <SummaryLine>
      Muted by <NamedPeople pubkeys={mutedBy} renderName={renderName} />
    </SummaryLine>
  );
}

const Warning = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.md}px;
  border: 1px solid ${(p) => p.theme.colors.warning};
  border-radius: ${(p) => p.theme.radius.md}px;
  color: ${(p) => p.theme.colors.warning};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
`;

const Lines = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
`;

export interface MutedByWarningViewProps extends MutedBySummaryViewProps {
  /** From showsMutedByWarning: muted by me or by someone within distance 3. */
  show: boolean;
  mutedByMe: boolean;
  /** E.g. the Unmute button. */
  action?: ReactNode;
}

/** The warning on a muted person's profile: who muted them, and an action such as Unmute. */
export function MutedByWarningView({ show, mutedByMe, mutedBy, renderName, action }: MutedByWarningViewProps) {
  if (!show) return null;
  return (
    <Warning role="status" data-testid="muted-by-warning">
      <Lines>
        {mutedByMe && <strong>You muted this user.</strong>}
        <MutedBySummaryView mutedBy={mutedBy} renderName={renderName} />
      </Lines>
      {action}
    </Warning>
  );
}
