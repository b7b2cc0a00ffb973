/// <reference path="./theme/emotion.d.ts" />
// Public API of @app/ui: the design system and the Nostr components.

export { theme, type AppTheme } from './theme/theme';
export { AppThemeProvider } from './theme/AppThemeProvider';

export { useObservable } from './hooks/useObservable';
export { useCore } from './hooks/useCore';

export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './primitives/Button';
export { Spinner, type SpinnerProps } from './primitives/Spinner';
export { EmptyState, type EmptyStateProps } from './primitives/EmptyState';
export { ErrorState, type ErrorStateProps } from './primitives/ErrorState';
export { PageHeader, type PageHeaderProps } from './primitives/PageHeader';
export { Page, type PageProps } from './primitives/Page';
export { Tabs, type TabItem, type TabsProps } from './primitives/Tabs';
export { TextInput, type TextInputProps } from './primitives/TextInput';
export { Badge, type BadgeTone } from './primitives/Badge';

export { safeHttpUrl } from './content/safeHttpUrl';
export { displayableNip05 } from './content/displayableNip05';
export { NoteContent, hashtagPath, type NoteContentProps } from './content/NoteContent';

export { Avatar, type AvatarProps } from './nostr/Avatar';
export { ProfileName, type ProfileNameProps } from './nostr/ProfileName';
export { NoteCard, type NoteCardProps } from './nostr/NoteCard';
export { NoteCardSkeleton } from './nostr/NoteCardSkeleton';
export { ClippedContent, type ClippedContentProps } from './nostr/ClippedContent';
export { RelayStatusDot, type RelayStatusDotProps } from './nostr/RelayStatusDot';
export { TimeAgo, type TimeAgoProps } from './nostr/TimeAgo';

export { useProfile } from './connected/useProfile';
export { useTimeline, useTimelineView, type TimelineView } from './connected/useTimeline';
export { useProfilePath } from './connected/useProfilePath';
export { LiveNoteCard } from './connected/LiveNoteCard';
export { TimelineList } from './connected/TimelineList';
export { useInfiniteScroll } from './connected/useInfiniteScroll';

export { Modal, type ModalProps } from './primitives/Modal';
export { QrCode, type QrCodeProps } from './qr/QrCode';
export { QrModal, UNRECOGNISED_QR, NO_QR_IN_IMAGE, type QrModalProps } from './qr/QrModal';
export { QrScanner, SCAN_INTERVAL_MS, type QrScannerProps } from './qr/QrScanner';
export { qrTarget, type QrTarget } from './qr/qrTarget';
export { useCopyFlag, COPIED_FLAG_MS } from './qr/useCopyFlag';

// Follow and profile widgets (spec 2), and the right column's people widgets.
export { FollowButton } from './social/FollowButton';
export { FollowButtonView, type FollowButtonViewProps } from './social/FollowButtonView';
export { FollowDistanceBadge } from './social/FollowDistanceBadge';
export { FollowDistanceBadgeView, type FollowDistanceBadgeViewProps } from './social/FollowDistanceBadgeView';
export { FollowsYouBadge, FollowsYouBadgeView } from './social/FollowsYouBadge';
export { FollowedBySummary } from './social/FollowedBySummary';
export { FollowedBySummaryView, type FollowedBySummaryViewProps } from './social/FollowedBySummaryView';
export { MutedBySummary, MutedByWarning } from './social/MutedBy';
export { MutedBySummaryView, MutedByWarningView, type MutedBySummaryViewProps, type MutedByWarningViewProps } from './social/MutedByView';
export { ProfileHoverCard, LiveProfileHoverCard, type ProfileHoverCardProps } from './social/ProfileHoverCard';
export { ProfileHoverCardView, type ProfileHoverCardViewProps } from './social/ProfileHoverCardView';
export { HoverReveal, canHover, type HoverRevealProps } from './social/HoverReveal';
export {
  HOVER_CARD_DELAY_MS,
  FRIENDS_ACCENT_THRESHOLD,
  NAMED_PEOPLE_LIMIT,
  distanceBadge,
  followButtonState,
  followedBySummaryKind,
  showsMutedByWarning,
  type FollowButtonState,
} from './social/followRules';
export { useSessionPubkey, useGraphValue, useSocialValue } from './social/useSocial';
export { PersonLink, PersonLinkView, type PersonLinkViewProps, type RenderName } from './people/PersonLink';
export { PersonRow, PersonRowView, type PersonRowViewProps } from './people/PersonRow';
export { PeopleWidgetView, type PeopleWidgetViewProps } from './people/PeopleWidgetView';
export { FollowsWidget, RelevantPeopleWidget, FollowSuggestion } from './people/PeopleWidgets';
export { rankSuggestions, MAX_SUGGESTIONS } from './people/suggestFollows';
