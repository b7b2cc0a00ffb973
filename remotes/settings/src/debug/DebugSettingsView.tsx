import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Button, Page, PageHeader } from '@app/ui';
import type { SettingsGroupViewProps } from '../store/useSettingsGroup';
import { FieldHint, FieldRow, SettingsSection, ToggleField } from '../ui';
import { DEBUG_KEY_FIELD, DEBUG_MODE_FIELD } from './debug-fields';

const KeyRow = styled(FieldRow)`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.md}px;
`;

const KeyText = styled.div`
  flex: 1;
  min-width: 0;
`;

export interface DebugSettingsViewProps extends SettingsGroupViewProps<'debug'> {
  /** The developer information, shown below while debug mode is on. */
  info?: ReactNode;
}

/** The debug group: debug mode, and whether a debug key is set with a Clear button (the key itself is never shown). */
export function DebugSettingsView({ value, onChange, info }: DebugSettingsViewProps) {
  const keySet = Boolean(value.privateKey);
  return (
    <Page>
      <PageHeader title="Debug" />
      <SettingsSection title="Debugging">
        <ToggleField label={DEBUG_MODE_FIELD.label} hint={DEBUG_MODE_FIELD.hint} checked={value.enabled} onChange={(enabled) => onChange({ enabled })} />
        <KeyRow>
          <KeyText>
            <div>{DEBUG_KEY_FIELD.label}</div>
            <FieldHint data-testid="debug-key-state">{keySet ? 'A debug key is set.' : 'No debug key is set.'}</FieldHint>
            <FieldHint>{DEBUG_KEY_FIELD.hint}</FieldHint>
          </KeyText>
          <Button variant="secondary" size="sm" disabled={!keySet} aria-label="Clear the debug key" onClick={() => onChange({ privateKey: null })}>
            Clear
          </Button>
        </KeyRow>
      </SettingsSection>
      {value.enabled && info}
    </Page>
  );
}
