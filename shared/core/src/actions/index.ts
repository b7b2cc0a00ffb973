// Reactions bar and note menu actions (issue 6 items 3 and 9; spec 2 §2, §5, §7, §9).
export { createNoteActions, type NoteActionsDeps } from './note-actions'
export { createReactionCounts, countFilters, type ReactionCounts, type ReactionCountsDeps } from './reaction-counts'
export { reactionTemplate, repostTemplate, deletionTemplate, reportTemplate, isReportReason } from './action-templates'
export type { InvoiceInfo } from './bolt11'
export type { ZapReceipt } from '../zaps/zap-receipt'
export { addToSummary, reactionTarget, zapItemOf } from './summary'
export {
  ACTION_ERRORS,
  COUNTS_CACHE_ENTRIES,
  COUNTS_DEBOUNCE_MS,
  EMPTY_SUMMARY,
  REPORT_REASONS,
  type LikeItem,
  type NoteActions,
  type ReactionChoice,
  type ReactionSummary,
  type ReportInput,
  type ReportReason,
  type RepostItem,
  type ZapItem,
} from './action-types'
