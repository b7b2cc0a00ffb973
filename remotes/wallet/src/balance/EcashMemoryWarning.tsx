import styled from '@emotion/styled';
import { useObservable } from '@app/ui';
import type { WalletPort } from '../wallet-port/wallet-port';

/** Spec-free wording: losing ecash is losing money, so the wallet says plainly what a memory-only session means. */
export const ECASH_IN_MEMORY_TEXT =
  'Your ecash cannot be saved on this device: it is kept in memory only and is lost when this tab closes. Send it to another wallet before you close the tab.';

const Warning = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md}px;
  padding: ${({ theme }) => `${theme.spacing.sm}px ${theme.spacing.md}px`};
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radius.md}px;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

/** The warning itself (shown while `inMemory`). */
export function EcashMemoryWarningView({ inMemory }: { inMemory: boolean }) {
  return inMemory ? (
    <Warning role="alert" data-testid="ecash-in-memory">
      {ECASH_IN_MEMORY_TEXT}
    </Warning>
  ) : null;
}

/** Above the balance while the wallet's ecash cannot be saved on this device. */
export function EcashMemoryWarning({ port }: { port: WalletPort }) {
  return <EcashMemoryWarningView inMemory={useObservable(port.ecashInMemory$, false)} />;
}
