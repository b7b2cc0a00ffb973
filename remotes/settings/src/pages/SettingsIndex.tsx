import { Link } from '@app/ui';
import { Page, PageHeader } from '@app/ui';

const SECTIONS = [
  { to: '/settings/network', label: 'Network', hint: 'Relays you read from and publish to' },
  { to: '/settings/profile', label: 'Profile', hint: 'Your name, picture and about' },
];

/** /settings: links to each settings section. */
export function SettingsIndex() {
  return (
    <Page>
      <PageHeader title="Settings" />
      <nav aria-label="Settings sections">
        {SECTIONS.map((section) => (
          <p key={section.to}>
            <Link to={section.to}>{section.label}</Link> — {section.hint}
          </p>
        ))}
      </nav>
    </Page>
  );
}
