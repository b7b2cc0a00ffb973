/** Width and height from an imeta `dim` value 'WxH', or null when malformed. */
export function parseDim(dim: string | undefined): { width: number; height: number } | null {
  const match = dim?.trim().match(/^(\d{1,5})x(\d{1,5})$/);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}
