/** OpenStreetMap's public tiles; deployments may name their own (runtime config `mapTiles`). */
export const DEFAULT_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
