export { createUnpublishedStore, UNPUBLISHED_CAP, type UnpublishedStore } from './unpublished-store'
export { createUnpublishedResender } from './unpublished-resender'
