// Intl formatters are costly to create (a few ms each on a slow phone): each is made once, when first used.
import { once } from '@app/core';

/** The full local date and time, as `Date.prototype.toLocaleString()` writes it. */
export const fullDateTime = once(
  () => new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }),
);

/** 'Mar 4' */
export const shortDate = once(() => new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' }));

/** 'Mar 4, 2023' */
export const shortDateWithYear = once(() => new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric' }));
