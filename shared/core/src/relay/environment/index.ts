export {
  browserEnvironment,
  createManualEnvironment,
  quietEnvironment,
  type EnvironmentSignal,
  type RelayEnvironment,
} from './relay-environment'
export { startSleepDetector, SLEEP_CHECK_INTERVAL_MS, SLEEP_GAP_MS } from './sleep-detector'
