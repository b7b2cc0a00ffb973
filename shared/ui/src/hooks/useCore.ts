import { getCore, type Core } from '@app/core';

/** The tab's core facade. Components read its observables through `useObservable`. */
export function useCore(): Core {
  return getCore();
}
