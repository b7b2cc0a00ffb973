import type { Settings } from '@app/core';
import { NumberField, SelectField, SettingsSection, ToggleList, ValidatedTextField } from '../ui';
import { ICE_SERVERS_FIELD, parseIceServers, LOG_LEVEL_FIELD, LOG_LEVEL_OPTIONS, P2P_ENABLED_TOGGLE, P2P_TOGGLES, PEER_LIMIT_BOUNDS, PEER_LIMIT_FIELDS } from './network-fields';

export interface PeerToPeerSectionProps {
  value: Settings['network'];
  onChange: (partial: Partial<Settings['network']>) => void;
}

/** 'Peer-to-peer': the network group of the settings (WebRTC switches, peer limits, log level). */
export function PeerToPeerSection({ value, onChange }: PeerToPeerSectionProps) {
  return (
    <SettingsSection title="WebRTC">
      <ToggleList fields={P2P_ENABLED_TOGGLE} values={value} onChange={onChange} />
      {PEER_LIMIT_FIELDS.map((field) => (
        <NumberField
          key={field.key}
          {...PEER_LIMIT_BOUNDS}
          label={field.label}
          hint={field.hint}
          value={value[field.key]}
          onChange={(limit) => onChange({ [field.key]: limit })}
        />
      ))}
      <ToggleList fields={P2P_TOGGLES} values={value} onChange={onChange} />
      <ValidatedTextField
        label={ICE_SERVERS_FIELD.label}
        hint={ICE_SERVERS_FIELD.hint}
        monospace
        value={value.webrtcIceServers.join(' ')}
        parse={parseIceServers}
        onSave={(servers) => onChange({ webrtcIceServers: servers.split(' ').filter(Boolean) })}
      />
      <SelectField
        label={LOG_LEVEL_FIELD.label}
        value={value.webrtcLogLevel}
        options={LOG_LEVEL_OPTIONS}
        onChange={(webrtcLogLevel) => onChange({ webrtcLogLevel })}
      />
    </SettingsSection>
  );
}
