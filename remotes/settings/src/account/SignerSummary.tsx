import { npubEncode, type CurrentUser } from '@app/core';
import { Button, useCopyFlag } from '@app/ui';
import { ACCOUNT_TEXTS, SIGNER_LABELS } from './account-texts';
import { Mono, Row, Section } from './account-styles';

/** The signer in use (with a remote signer's key and relays) and the npub with Copy. */
export function SignerSummary({ user }: { user: CurrentUser }) {
  const npub = npubEncode(user.pubkey);
  const { copied, copy } = useCopyFlag();
  const remote = user.remoteSigner;
  return (
    <>
      <Section aria-label={ACCOUNT_TEXTS.signerHeading}>
        <h2>{ACCOUNT_TEXTS.signerHeading}</h2>
        <span data-testid="signer-method">{SIGNER_LABELS[user.method]}</span>
        {remote && (
          <>
            <p>
              {ACCOUNT_TEXTS.remoteSignerKey}: <Mono data-testid="remote-signer">{npubEncode(remote.pubkey)}</Mono>
            </p>
            <p>{ACCOUNT_TEXTS.remoteSignerRelays}</p>
            <ul aria-label={ACCOUNT_TEXTS.remoteSignerRelays}>
              {remote.relays.map((relay) => (
                <li key={relay}>
                  <Mono>{relay}</Mono>
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>
      <Section aria-label={ACCOUNT_TEXTS.publicKeyHeading}>
        <h2>{ACCOUNT_TEXTS.publicKeyHeading}</h2>
        <Mono data-testid="npub">{npub}</Mono>
        <Row>
          <Button type="button" variant="secondary" size="sm" onClick={() => void copy(npub)}>
            {ACCOUNT_TEXTS.copy}
          </Button>
          <span role="status">{copied ? ACCOUNT_TEXTS.copied : ''}</span>
        </Row>
      </Section>
    </>
  );
}
