import type { CurrentUser } from '@app/core';
import { Button, EmptyState, Page, PageHeader, Spinner } from '@app/ui';
import { ACCOUNT_TEXTS } from './account-texts';
import { Row, Section } from './account-styles';
import { PasswordForm } from './PasswordForm';
import { SignerSummary } from './SignerSummary';

/** Props of the pure Account page: the session user and the requests it sends. */
export interface AccountSettingsViewProps {
  /** The signed-in user (no key material); null when signed out, undefined while the session loads. */
  user: CurrentUser | null | undefined;
  /** Asks the shell to show the nsec (it asks for the password first). */
  onShowKey(): void;
  /** Asks the shell to export the key as an ncryptsec. */
  onExportKey(): void;
  onChangePassword(current: string | null, next: string | null): Promise<void>;
  /** Asks the shell to log out (it warns first about a key never backed up). */
  onLogout(): void;
  onSignIn(): void;
}

/** /settings/account: the signer in use, the npub, the local key's reveal, export and password, and Log out. */
export function AccountSettingsView({ user, onShowKey, onExportKey, onChangePassword, onLogout, onSignIn }: AccountSettingsViewProps) {
  return (
    <Page>
      <PageHeader title={ACCOUNT_TEXTS.title} />
      {user === undefined && <Spinner label="Loading" />}
      {user === null && (
        <EmptyState title={ACCOUNT_TEXTS.signedOut}>
          <p>{ACCOUNT_TEXTS.signedOutHint}</p>
          <Button type="button" variant="primary" onClick={onSignIn}>
            {ACCOUNT_TEXTS.signIn}
          </Button>
        </EmptyState>
      )}
      {user && (
        <>
          <SignerSummary user={user} />
          {user.method === 'privateKey' && (
            <>
              <Section aria-label={ACCOUNT_TEXTS.secretKeyHeading}>
                <h2>{ACCOUNT_TEXTS.secretKeyHeading}</h2>
                <p>{ACCOUNT_TEXTS.secretKeyHint}</p>
                <Row>
                  <Button type="button" variant="secondary" onClick={onShowKey}>
                    {ACCOUNT_TEXTS.showKey}
                  </Button>
                  <Button type="button" variant="secondary" onClick={onExportKey}>
                    {ACCOUNT_TEXTS.exportKey}
                  </Button>
                </Row>
              </Section>
              <PasswordForm passwordProtected={user.passwordProtected === true} onChangePassword={onChangePassword} />
            </>
          )}
          <Section>
            <Row>
              <Button type="button" variant="danger" onClick={onLogout}>
                {ACCOUNT_TEXTS.logOut}
              </Button>
            </Row>
          </Section>
        </>
      )}
    </Page>
  );
}
