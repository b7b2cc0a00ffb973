import { HttpResponseError, MintOperationError, NetworkError, Wallet } from '@cashu/cashu-ts'
import { WALLET_ERRORS, WalletError } from '../wallet-errors'
import { mintHost } from './mint-url'


/** A failure that means the mint did not answer (network, gateway), as opposed to an answer refusing the request. */
export function isOffline(error: unknown): boolean {
  if (error instanceof MintOperationError) return false
  if (error instanceof NetworkError || error instanceof TypeError) return true
  return error instanceof HttpResponseError && (error.status >= 500 || error.status === 0)
}

/** The mint did not answer (its message is spec 2 §8's offline text). */
export class MintOfflineError extends WalletError {
  override name = 'MintOfflineError'
}

/** The user-facing error for a mint call's failure: the offline text, or the mint's own reason. */
export function mintError(url: string, error: unknown): Error {
  if (error instanceof WalletError) return error
  if (isOffline(error)) return new MintOfflineError(WALLET_ERRORS.mintOffline(mintHost(url)))
  return error instanceof Error ? error : new Error(String(error))
}

/** One loaded cashu-ts wallet per mint (keys fetched once); a mint that failed to load is asked again next time. */
export function createMintConnections(create: (url: string) => Wallet = (url) => new Wallet(url, { unit: 'sat' })) {
  const loaded = new Map<string, Promise<Wallet>>()
  const load = (url: string) => {
    const wallet = create(url)
    const ready = wallet.loadMint().then(() => wallet)
    ready.catch(() => loaded.delete(url))
    loaded.set(url, ready)
    return ready
  }
  return {
    /** Runs `call` with the mint's loaded wallet; failures become the user-facing errors of `mintError`. */
    async with<T>(url: string, call: (wallet: Wallet) => Promise<T>): Promise<T> {
      try {
        return await call(await (loaded.get(url) ?? load(url)))
      } catch (error) {
        throw mintError(url, error)
      }
    },
    forget: (url: string) => void loaded.delete(url),
  }
}

export type MintConnections = ReturnType<typeof createMintConnections>
