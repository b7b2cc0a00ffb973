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
export { useTimeline, type TimelineView } from './connected/useTimeline';
export { LiveNoteCard } from './connected/LiveNoteCard';
export { TimelineList } from './connected/TimelineList';
export { useInfiniteScroll } from './connected/useInfiniteScroll';
