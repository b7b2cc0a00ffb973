// Imports nothing shared, so the entry can start this fetch before Module Federation's async boundary.

/** The raw runtime-config.json; parsed (and validated) once the core has loaded. */
export async function fetchRuntimeConfig(url = '/runtime-config.json'): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status} ${response.statusText}`);
  return response.json();
}
