/// <reference path="./css-inline.d.ts" />
import type * as Leaflet from 'leaflet';

export interface LoadedLeaflet {
  L: typeof Leaflet;
  /** Leaflet's own style sheet, injected while a map is shown. */
  css: string;
}

let loading: Promise<LoadedLeaflet> | null = null;

/** Leaflet and its styles, fetched the first time a map is opened (they stay out of every page's first load). */
export function loadLeaflet(): Promise<LoadedLeaflet> {
  loading ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css?inline')]).then(([module, css]) => ({
    L: (module as { default?: typeof Leaflet }).default ?? module,
    css: css.default,
  }));
  loading.catch(() => (loading = null)); // a failed fetch is tried again at the next open
  return loading;
}
