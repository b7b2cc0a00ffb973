import { Page, PageHeader } from '@app/ui';
import { PersonRowView } from '@app/ui/nostr';
import { GraphSizeSection, type GraphSizeSectionProps } from './GraphSizeSection';
import { Note, Section } from './graph-styles';
import { PeopleSection, type RenderPerson } from './PeopleSection';

export interface SocialGraphViewProps extends GraphSizeSectionProps {
  /** The signed-in user's key: null when signed out, undefined while the session loads. */
  me: string | null | undefined;
  /** Users the signed-in user mutes; undefined while loading. */
  muted?: string[];
  /** Users whose mute list names the signed-in user; undefined while loading. */
  mutedBy?: string[];
  /** One person's row (default: short npub and placeholder avatar; the page passes the live profile row). */
  renderPerson?: RenderPerson;
}

const plainRow: RenderPerson = (pubkey) => <PersonRowView pubkey={pubkey} />;

/** /settings/social-graph: the graph's size and distances with Recrawl and Download, then whom you mute and who mutes you. */
export function SocialGraphView({ me, muted, mutedBy, renderPerson = plainRow, ...graph }: SocialGraphViewProps) {
  return (
    <Page>
      <PageHeader title="Social graph" />
      <GraphSizeSection {...graph} />
      {me === null ? (
        <Section>
          <Note data-testid="signed-out">Sign in to see the users you mute and who mutes you.</Note>
        </Section>
      ) : (
        <>
          <PeopleSection title="Muted users" people={me ? muted : undefined} empty="You have not muted anyone." renderPerson={renderPerson} />
          <PeopleSection title="Muted by" people={me ? mutedBy : undefined} empty="Nobody in your graph mutes you." renderPerson={renderPerson} />
        </>
      )}
    </Page>
  );
}
