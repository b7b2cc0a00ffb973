// @app/ui/nostr: the Nostr components: notes by kind, content, embeds, media, reactions, the note menu, people and
// follow widgets. Built on @app/ui (imported by package name).

export { safeHttpUrl } from './content/safeHttpUrl';
export { displayableNip05 } from './content/displayableNip05';
export { NoteContent, hashtagPath, type NoteContentProps } from './content/NoteContent';
export { Avatar, type AvatarProps } from './nostr/Avatar';
export { ProfileName, type ProfileNameProps } from './nostr/ProfileName';
export { NoteCard, type NoteCardProps } from './nostr/NoteCard';
export { NoteCardSkeleton } from './nostr/NoteCardSkeleton';
export { ClippedContent, type ClippedContentProps } from './nostr/ClippedContent';
export { TimeAgo, type TimeAgoProps } from './nostr/TimeAgo';
export { useProfile } from './connected/useProfile';
export { useTimeline, useTimelineView, type TimelineView } from './connected/useTimeline';
export { useProfilePath } from './connected/useProfilePath';
export { LiveNoteCard } from './connected/LiveNoteCard';
export { TimelineList } from './connected/TimelineList';
export { useInfiniteScroll } from './connected/useInfiniteScroll';
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
export { ProfileHoverCardView } from './social/lazyProfileHoverCard';
export type { ProfileHoverCardViewProps } from './social/ProfileHoverCardView';
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
export { useGraphValue, useSocialValue } from './social/useSocial';
export { PersonLink, PersonLinkView, type PersonLinkViewProps, type RenderName } from './people/PersonLink';
export { PersonRow, PersonRowView, type PersonRowViewProps } from './people/PersonRow';
export { PeopleWidgetView, type PeopleWidgetViewProps } from './people/PeopleWidgetView';
export { FollowsWidget, RelevantPeopleWidget, FollowSuggestion } from './people/PeopleWidgets';
export { rankSuggestions, MAX_SUGGESTIONS } from './people/suggestFollows';
export { LiveNoteCard as FeedItem, type LiveNoteCardProps } from './connected/LiveNoteCard';
export { parseContent, truncateLabel, truncateText, emojiMap, type ContentToken, type EmojiMap } from './content/parseContent';
export { extractHashtags, normalizeHashtag } from './content/hashtags';
export { sensitiveReason } from './content/sensitive';
export { SensitiveContent, type SensitiveContentProps } from './content/SensitiveContent';
export { useBlurNSFW } from './content/useBlurNSFW';
export { useContentSettings } from './content/useContentSettings';
export { AppLink, inAppPath } from './content/AppLink';
export { MentionLink, mentionLabel, useOptionalProfile } from './content/MentionLink';
export { KindBody, KIND_RENDERERS } from './kinds/KindBody';
export { ArticleContent } from './kinds/ArticleContent';
export { QuotedEvent, type QuotedEventProps } from './kinds/QuotedEvent';
export { ActionLine } from './kinds/ActionLine';
export { activityOf, type Activity } from './kinds/activity';
export { ReactionGlyph } from './kinds/ReactionGlyph';
export { reactionDisplay, type ReactionDisplay } from './kinds/reaction';
export { formatPrice, readListing, CURRENCY_SYMBOLS, type Listing } from './kinds/listing';
export { imetaEntries, type ImetaEntry } from './kinds/imeta';
export { tagValue, tagValues, targetEventId, replyParentId, cleanTags } from './kinds/eventTags';
export { useEventById, type EventLoad } from './kinds/useEventById';
export { EventNotFound } from './kinds/EventNotFound';
export type { NoteViews } from './connected/LiveNoteCard';
export { embedFor, twitchClipSrc, type Embed } from './embeds/embedRules';
export { EmbedPlayer } from './embeds/EmbedPlayer';
export { TwitchClip, TWITCH_LOAD_TIMEOUT_MS, type TwitchClipProps } from './embeds/TwitchClip';
export { InvoiceCard, CashuTokenCard, PaymentRequestCard } from './embeds/lazyEmbeds';
export type { InvoiceCardProps } from './embeds/InvoiceCard';
export type { CashuTokenCardProps } from './embeds/CashuTokenCard';
export type { PaymentRequestCardProps } from './embeds/PaymentRequestCard';
export { LightningAddressCard, type LightningAddressCardProps } from './embeds/LightningAddressCard';
export { formatBits, expiryLabel } from './embeds/amounts';
export { ProxiedImage, MEDIA_MAX_WIDTH, MEDIA_MAX_HEIGHT, type ProxiedImageProps } from './media/ProxiedImage';
export { blurhashDataUrl } from './media/blurhashPlaceholder';
export { parseDim } from './media/parseDim';
export { ReactionsBar, type ReactionsBarProps } from './reactions/ReactionsBar';
export { ReactionsBarView, type ReactionsBarViewProps, type ReactionsTab } from './reactions/ReactionsBarView';
export { ZapsBarView, type ZapsBarViewProps } from './reactions/ZapsBar';
export { ReactionsDialogView, EmojiChoiceView } from './reactions/lazyReactions';
export type { ReactionsDialogViewProps } from './reactions/ReactionsDialogView';
export type { EmojiChoiceViewProps } from './reactions/EmojiChoiceView';
export { useLongPress, type LongPress } from './reactions/useLongPress';
export { LONG_PRESS_MS, LONG_PRESS_MOVE_PX, TOOLTIP_NAMES, QUICK_REACTIONS, namesTooltip, customEmojiOf, type CustomEmoji } from './reactions/reactionRules';
export { shareNote, publicNoteUrl, copyNoteLink } from './reactions/shareNote';
export { HeartIcon, ReplyIcon, RepostIcon, ZapIcon } from './reactions/ReactionIcons';
export { NoteMenu } from './note-menu/NoteMenu';
export { NoteMenuView, MuteDialogView, ReportDialogView, RawDataDialog } from './note-menu/lazyViews';
export type { NoteMenuViewProps, RebroadcastState } from './note-menu/NoteMenuView';
export type { MuteDialogViewProps } from './note-menu/MuteDialogView';
export type { ReportDialogViewProps, ReportSubmission } from './note-menu/ReportDialogView';
export type { RawDataDialogProps } from './note-menu/RawDataDialog';
export { REPORT_THANKS_MS } from './note-menu/reportTiming';
export { useRebroadcast, REBROADCAST_SUCCESS_MS } from './note-menu/useRebroadcast';
export { moveMenuFocus, useMenu } from './menus/useMenu';
export { MenuAnchor, MenuItem, MenuPopup } from './menus/Menu';
