import { Button, Link, Page, PageHeader } from '@app/ui';
import type { SettingsGroupViewProps } from '../store/useSettingsGroup';
import { FieldHint, FieldRow, SettingsSection } from '../ui';
import { CURRENT_TERMS_VERSION, LEGAL_LINKS } from './legal-fields';
import { termsState } from './terms-state';

/** Whether the current terms were accepted (with the way to accept them), and links to the terms and the privacy policy. */
export function LegalSettingsView({ value, onChange }: SettingsGroupViewProps<'legal'>) {
  const { upToDate, text } = termsState(value);
  const accept = () => onChange({ tosAccepted: true, tosAcceptedVersion: CURRENT_TERMS_VERSION });
  return (
    <Page>
      <PageHeader title="Legal" />
      <SettingsSection title="Terms of service">
        <FieldRow>
          <div data-testid="tos-state">{text}</div>
          {!upToDate && (
            <>
              <FieldHint>
                Read the <Link to="/terms">terms of service</Link> before you accept them.
              </FieldHint>
              <Button type="button" variant="primary" onClick={accept}>
                Accept the terms of service
              </Button>
            </>
          )}
        </FieldRow>
      </SettingsSection>
      <SettingsSection title="Documents">
        <ul>
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </SettingsSection>
    </Page>
  );
}
