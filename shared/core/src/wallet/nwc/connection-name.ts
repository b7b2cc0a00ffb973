/** The longest name a connection gets: the add form's own limit, also applied to a wallet's self-chosen alias. */
export const CONNECTION_NAME_MAX = 60

/**
 * A new NWC connection's name: the user's, else the wallet's get_info alias (remote text, cut to
 * CONNECTION_NAME_MAX), else 'Wallet {n}'.
 */
export function connectionName(given: string | undefined, alias: string | undefined, count: number): string {
  const chosen = given?.trim() || alias?.trim()
  return chosen ? [...chosen].slice(0, CONNECTION_NAME_MAX).join('').trim() : `Wallet ${count + 1}`
}
