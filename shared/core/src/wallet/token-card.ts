import { firstValueFrom } from 'rxjs'
import type { TokenState } from './cashu/token-status'
import type { WalletAccount } from './wallet-account'
import { WALLET_ERRORS, WalletError } from './wallet-errors'
import type { WalletService } from './wallet-service'

/** Whom a token's proofs are locked to: nobody, this wallet's P2PK key (NIP-61), or another key. */
export type TokenLock = 'none' | 'ours' | 'other'

/** What a token card in a note asks of the wallet (spec 2 §4, §8). */
export interface TokenCardService {
  /** This wallet redeemed the token already (its payment metadata says so). */
  redeemed(token: string): Promise<boolean>
  /** The mint's answer; rejects with 'Failed to check status'. */
  state(token: string): Promise<TokenState>
  lock(token: string): Promise<TokenLock>
  /** Redeems into this wallet and records it; the bits received. Rejects with the spec's texts. */
  redeem(token: string): Promise<number>
}

const REDEEMED = 'redeemed-token'

/** The token card's wallet actions over the wallet service's current account. */
export function createTokenCardService(wallet: Pick<WalletService, 'account$'>, now = () => Date.now()): TokenCardService {
  const account = async (): Promise<WalletAccount> => {
    const current = await firstValueFrom(wallet.account$).catch(() => null)
    if (!current) throw new WalletError(WALLET_ERRORS.walletNotInitialized)
    return current
  }
  const ourKey = async (current: WalletAccount) => (current.backup ? (await (await current.backup).p2pkKey()) : null)

  async function lock(token: string): Promise<TokenLock> {
    const current = await account()
    const keys = await current.cashu.tokenLocks(token)
    if (keys.length === 0) return 'none'
    const mine = await ourKey(current).catch(() => null)
    return mine && keys.every((key) => key === mine.pubkey.toLowerCase()) ? 'ours' : 'other'
  }

  return {
    async redeemed(token) {
      const current = await firstValueFrom(wallet.account$).catch(() => null)
      return (await current?.payments.get(token.trim()))?.type === REDEEMED
    },
    async state(token) {
      return (await account()).cashu.tokenState(token).catch(() => {
        throw new WalletError(WALLET_ERRORS.statusFailed)
      })
    },
    lock,
    async redeem(token) {
      const current = await account()
      const locked = await lock(token)
      if (locked === 'other') throw new WalletError(WALLET_ERRORS.locked)
      const privkey = locked === 'ours' ? (await ourKey(current))?.privkey : undefined
      const operation = await current.cashu.receiveToken(token, privkey).catch((error: unknown) => {
        throw error instanceof WalletError ? error : new WalletError(WALLET_ERRORS.redeemFailed)
      })
      await current.payments.record({ invoice: token.trim(), type: REDEEMED, message: operation.memo, timestamp: now() })
      return operation.amount
    },
  }
}
