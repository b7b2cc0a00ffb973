import type { BitMatrix } from 'qrcode';

/** Quiet zone around the code, in modules. */
const MARGIN_MODULES = 2;

/**
 * Paints QR modules dark on white filling a `size` x `size` canvas exactly. Module edges are rounded to
 * whole pixels, so modules stay crisp even when `size` is not a multiple of the module count.
 */
export function paintQr(canvas: HTMLCanvasElement, modules: BitMatrix, size: number): void {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context');
  canvas.width = size;
  canvas.height = size;
  const cells = modules.size + MARGIN_MODULES * 2;
  const edge = (index: number) => Math.round(((index + MARGIN_MODULES) * size) / cells);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.fillStyle = '#000000';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const x = edge(col);
      const y = edge(row);
      context.fillRect(x, y, edge(col + 1) - x, edge(row + 1) - y);
    }
  }
}
