import type { ReactNode } from 'react';
import { useProfile } from '../connected/useProfile';
import { FollowButton } from './FollowButton';
import { FollowedBySummary } from './FollowedBySummary';
import { HOVER_CARD_DELAY_MS } from './followRules';
import { canHover, HoverReveal } from './HoverReveal';
import { ProfileHoverCardView } from './lazyProfileHoverCard';

/** The card's content for `pubkey`, read from the core. */
export function LiveProfileHoverCard({ pubkey }: { pubkey: string }) {
  return (
    <ProfileHoverCardView
      pubkey={pubkey}
      profile={useProfile(pubkey)}
      action={<FollowButton pubkey={pubkey} />}
      footer={<FollowedBySummary pubkey={pubkey} />}
    />
  );
}

export interface ProfileHoverCardProps {
  pubkey: string;
  children: ReactNode;
}

const preloadCard = () => void ProfileHoverCardView.preload().catch(() => {}); // a failure shows when the card renders

/** Wraps e.g. a name or avatar: hovering it for 300 ms on a device that can hover shows the person's card. */
export function ProfileHoverCard({ pubkey, children }: ProfileHoverCardProps) {
  return (
    <HoverReveal
      enabled={canHover()}
      delayMs={HOVER_CARD_DELAY_MS}
      renderCard={() => <LiveProfileHoverCard pubkey={pubkey} />}
      onHoverStart={preloadCard}
    >
      {children}
    </HoverReveal>
  );
}
