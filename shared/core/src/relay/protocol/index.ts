export { findFilterProblem } from './filter-validation'
export { isValidEventShape, isExpired, isHex64 } from './event-shape'
export { hexProblem, eventHexProblem } from './hex-check'
export { parseRelayMessage, type RelayMessage } from './relay-message'
