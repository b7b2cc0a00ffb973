export {
  trackPublish,
  quorumError,
  DEFAULT_QUORUM,
  type PublishState,
  type PublishTracker,
  type RelayPublishStatus,
} from './publish-tracker'
