import { lazyComponent } from '@app/ui';
import type { ProfileHoverCardViewProps } from './ProfileHoverCardView';

/** A person's hover card (see ProfileHoverCardView.tsx): its code loads with the first hover (an async chunk). */
export const ProfileHoverCardView = lazyComponent<ProfileHoverCardViewProps>(() =>
  import('./ProfileHoverCardView').then((module) => module.ProfileHoverCardView),
);
