import { Page, PageHeader } from '@app/ui';
import type { SettingsGroupViewProps } from '../store/useSettingsGroup';
import { NumberField, SettingsSection, ToggleList } from '../ui';
import { FILTER_TOGGLES, FOLLOW_DISTANCE_BOUNDS, INTERACTION_TOGGLES, MAX_FOLLOW_DISTANCE_FIELD, STANDALONE_TOGGLES } from './content-fields';

/** The content group: what feeds let through, what posts show, and what a post page shows. */
export function ContentSettingsView({ value, onChange }: SettingsGroupViewProps<'content'>) {
  return (
    <Page>
      <PageHeader title="Content" />
      <SettingsSection title="Feeds">
        <ToggleList fields={FILTER_TOGGLES} values={value} onChange={onChange} />
        <NumberField
          {...FOLLOW_DISTANCE_BOUNDS}
          label={MAX_FOLLOW_DISTANCE_FIELD.label}
          hint={MAX_FOLLOW_DISTANCE_FIELD.hint}
          value={value.maxFollowDistanceForReplies}
          onChange={(maxFollowDistanceForReplies) => onChange({ maxFollowDistanceForReplies })}
        />
      </SettingsSection>
      <SettingsSection title="Posts">
        <ToggleList fields={INTERACTION_TOGGLES} values={value} onChange={onChange} />
      </SettingsSection>
      <SettingsSection title="Post pages">
        <ToggleList fields={STANDALONE_TOGGLES} values={value} onChange={onChange} />
      </SettingsSection>
    </Page>
  );
}
