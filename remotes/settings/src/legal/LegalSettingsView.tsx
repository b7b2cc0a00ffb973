import { Link, Page, PageHeader } from '@app/ui';
import type { Settings } from '@app/core';
import { FieldHint, FieldRow, SettingsSection } from '../ui';
import { LEGAL_LINKS } from './legal-fields';

export interface LegalSettingsViewProps {
  value: Settings['legal'];
}

/** Read-only: whether the terms were accepted, and which version; links to the terms and the privacy policy. */
export function LegalSettingsView({ value }: LegalSettingsViewProps) {
  return (
    <Page>
      <PageHeader title="Legal" />
      <SettingsSection title="Terms of service">
        <FieldRow>
          <div data-testid="tos-state">
            {value.tosAccepted ? `You accepted version ${value.tosAcceptedVersion} of the terms of service.` : 'You have not accepted the terms of service.'}
          </div>
          <FieldHint>Shown for your information; it cannot be changed here.</FieldHint>
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
