export { callsOf } from './calls-of'
export type { Calls } from './calls-service'
export type { Call, CallPhase, CallEnd } from './call-state'
export { callFailureText } from './call-failure'
