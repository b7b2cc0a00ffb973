import { describe, expect, it } from 'vitest';
import { cellBounds, geohashAt, precisionForZoom, toggleGeohash } from './geohash-cells';

describe('geohash cells on a map', () => {
  it('picks coarse cells zoomed out and finer ones zoomed in', () => {
    expect([0, 2, 3, 5, 8, 11, 13, 18].map(precisionForZoom)).toEqual([1, 1, 2, 3, 4, 5, 6, 6]);
  });

  it('bounds a geohash cell and rejects text that is no geohash', () => {
    const [[south, west], [north, east]] = cellBounds('u33d')!;
    expect(south).toBeLessThan(52.52);
    expect(north).toBeGreaterThan(52.52);
    expect(west).toBeLessThan(13.4);
    expect(east).toBeGreaterThan(13.4);
    expect(cellBounds('')).toBeNull();
    expect(cellBounds('u33a')).toBeNull();
    expect(cellBounds('<b>')).toBeNull();
  });

  it('encodes a clicked point (Berlin at precision 4 is u33d) and toggles it in a list', () => {
    expect(geohashAt(52.52, 13.405, 4)).toBe('u33d');
    expect(toggleGeohash(['u33'], 'u33d')).toEqual(['u33', 'u33d']);
    expect(toggleGeohash(['u33', 'u33d'], 'u33d')).toEqual(['u33']);
  });
});
