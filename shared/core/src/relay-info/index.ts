export {
  createRelayInfoService,
  relayInfoHttpUrl,
  RELAY_INFO_TTL_MS,
  type RelayInfoService,
  type RelayInformation,
} from './relay-info'
export { relayHost, relayPagePath, resolveRelayPageUrl } from './relay-page'
