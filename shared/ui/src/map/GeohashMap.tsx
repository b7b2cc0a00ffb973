import { Global, useTheme } from '@emotion/react';
import type { LayerGroup, Map as LeafletMap } from 'leaflet';
import { getCore, hasCore } from '@app/core';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@app/ui';
import { cellBounds, geohashAt, precisionForZoom } from './geohash-cells';
import { loadLeaflet, type LoadedLeaflet } from './leaflet-loader';
import { DEFAULT_MAP_TILES } from './mapTiles';
import { Frame, Status } from './MapFrame';

export { DEFAULT_MAP_TILES };

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** The deployment's map tiles (runtime config `mapTiles`), else OpenStreetMap's. */
const configuredTiles = () => (hasCore() ? getCore().config.mapTiles : undefined) ?? DEFAULT_MAP_TILES;
const WORLD: { center: [number, number]; zoom: number } = { center: [20, 0], zoom: 1 };

export interface GeohashMapProps {
  /** The selected cells, drawn on the map. */
  geohashes: string[];
  /** A click on the map: the geohash of that place, finer the closer the map is zoomed. */
  onPick(geohash: string): void;
  /** Tile URL template with {z}, {x} and {y}; '' draws the cells without a base map. Default: the runtime config's. */
  tileUrl?: string;
  height?: number;
  /** Fetches Leaflet (stories give a stalled or failing one). */
  load?: () => Promise<LoadedLeaflet>;
}

/** A Leaflet map of geohash cells: the selected ones outlined, a click picks the cell under the pointer. */
export function GeohashMap({ geohashes, onPick, tileUrl = configuredTiles(), height = 280, load = loadLeaflet }: GeohashMapProps) {
  const [leaflet, setLeaflet] = useState<LoadedLeaflet | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && setLeaflet(loaded),
      () => live && setFailed(true),
    );
    return () => void (live = false);
  }, [load]);
  return (
    <Frame style={{ height }}>
      {leaflet && <Global styles={leaflet.css} />}
      {leaflet && <LiveMap leaflet={leaflet} geohashes={geohashes} onPick={onPick} tileUrl={tileUrl} />}
      {!leaflet && !failed && (
        <Status>
          <Spinner label="Loading map" />
        </Status>
      )}
      {failed && <Status role="alert">The map could not be loaded.</Status>}
    </Frame>
  );
}

function LiveMap({ leaflet: { L }, geohashes, onPick, tileUrl }: Required<Pick<GeohashMapProps, 'geohashes' | 'onPick' | 'tileUrl'>> & { leaflet: LoadedLeaflet }) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: LeafletMap; cells: LayerGroup } | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const color = useTheme().colors.accent;

  // The view is fitted to the selection once; later picks only redraw the cells (below), and the view stays.
  useEffect(() => {
    const created = L.map(element.current!, { worldCopyJump: true, attributionControl: Boolean(tileUrl) });
    if (tileUrl) L.tileLayer(tileUrl, { attribution: ATTRIBUTION, maxZoom: 18 }).addTo(created);
    const cells = L.layerGroup().addTo(created);
    created.on('click', (event) => pick.current(geohashAt(event.latlng.lat, event.latlng.lng, precisionForZoom(created.getZoom()))));
    const bounds = geohashes.map(cellBounds).filter((cell) => cell !== null);
    if (bounds.length > 0) created.fitBounds(L.latLngBounds(bounds.flat()), { maxZoom: 10 });
    else created.setView(WORLD.center, WORLD.zoom);
    map.current = { map: created, cells };
    return () => {
      map.current = null;
      created.remove();
    };
  }, [L, tileUrl]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    current.cells.clearLayers();
    for (const geohash of geohashes) {
      const bounds = cellBounds(geohash);
      if (bounds) L.rectangle(bounds, { className: 'geohash-cell', interactive: false, weight: 2, color }).addTo(current.cells);
    }
  }, [L, geohashes, color]);

  return <div ref={element} role="application" aria-label="Map: click a place to add or remove its geohash" style={{ position: 'absolute', inset: 0, background: 'transparent' }} />;
}
