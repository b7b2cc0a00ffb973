/** A relay's NIP-11 information document (the fields this client shows). */
export interface RelayInfo {
  name?: string;
  description?: string;
  software?: string;
  version?: string;
  supported_nips?: number[];
}

/** Fetches a relay's NIP-11 document over http(s) from its ws(s) address. */
export async function fetchRelayInfo(url: string): Promise<RelayInfo> {
  const response = await fetch(url.replace(/^ws/, 'http'), { headers: { Accept: 'application/nostr+json' } });
  if (!response.ok) throw new Error(`Failed to fetch relay information: ${response.status} ${response.statusText}`);
  return response.json();
}
