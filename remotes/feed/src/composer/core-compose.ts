// The core's compose, drafts and uploads API as the composer uses it (one import point for the composer).
export {
  EXPIRATION_OPTIONS,
  LISTING_CURRENCIES,
  LISTING_KIND,
  NOTE_KIND,
  draftKey,
  emptyComposeInput,
  locationGeotags,
  publishedPath,
  type ComposeInput,
  type ComposeKind,
  type ComposeService,
  type ComposeTarget,
  type Draft,
  type DraftStore,
  type ListingCurrency,
  type ListingPrice,
} from '@app/core';
export { UPLOAD_ERROR_CLEAR_MS, type UploadResult, type UploadService } from '@app/core';
