/** Follow distance as a short badge: 'You', 'Following', '2nd', '3rd'…; nothing for people outside the graph. */
export function distanceLabel(distance: number): string | null {
  if (distance === 0) return 'You';
  if (distance === 1) return 'Following';
  if (distance >= 999 || distance < 0 || !Number.isFinite(distance)) return null;
  const suffix = distance % 10 === 2 && distance % 100 !== 12 ? 'nd' : distance % 10 === 3 && distance % 100 !== 13 ? 'rd' : 'th';
  return `${distance}${suffix}`;
}
