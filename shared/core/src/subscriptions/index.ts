// Subscriber status from the notification/API server (spec 1 §6, §7 GET user/find).
export { createSubscriptionService, parseSubscription, SUBSCRIPTION_CACHE_ENTRIES, type SubscriptionServiceDeps } from './subscription-service'
export type { SubscriptionService, SubscriptionStatus } from './subscription-types'
