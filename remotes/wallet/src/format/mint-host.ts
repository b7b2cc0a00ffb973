/** The host a mint is named by when it has no name of its own (the URL as given when it is no URL). */
export function mintHost(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return pathname && pathname !== '/' ? `${host}${pathname.replace(/\/+$/, '')}` : host;
  } catch {
    return url;
  }
}
