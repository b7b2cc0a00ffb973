// The pages no first load needs (static texts, not found, invalid or flagged links), in one chunk loaded on demand.
export { StaticPage } from './StaticPage';
export { NotFoundPage } from './NotFoundPage';
export { InvalidLinkPage } from './InvalidLinkPage';
export { FlaggedPage } from './FlaggedPage';
