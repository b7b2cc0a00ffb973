// The note action names this package needs from the core, in one place.
export { ACTION_ERRORS, EMPTY_SUMMARY, REPORT_REASONS } from '@app/core';
export type { LikeItem, NoteActions, ReactionChoice, ReactionSummary, ReportReason, ZapItem } from '@app/core';
