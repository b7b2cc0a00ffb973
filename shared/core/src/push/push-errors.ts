/** Spec 1 §8, verbatim. */
export const PUSH_ERRORS = {
  noServiceWorker: "Your browser doesn't support service workers, which are required for notifications.",
  notAllowed: 'Notifications are not allowed. Please enable them first.',
  noVapidKey: 'The notification server has no push key.',
} as const
