import styled from '@emotion/styled';
import type { RelayInfo } from './relay-info';

const Icon = styled.img`
  width: 64px;
  height: 64px;
  border-radius: 12px;
  object-fit: cover;
`;

const List = styled.dl`
  overflow-wrap: anywhere;
  dd {
    margin: 0 0 8px;
  }
`;

/** Only an http(s) icon address is shown (never `javascript:` or `data:`). */
const safeIcon = (icon: unknown) => (typeof icon === 'string' && /^https?:\/\/[^\s]+$/i.test(icon) ? icon : undefined);

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : '—');

/** NIP-11 limitation as 'name: value' pairs (numbers and booleans; other values are left out). */
function limitationText(limitation: unknown): string {
  if (!limitation || typeof limitation !== 'object') return '—';
  const pairs = Object.entries(limitation).filter(([, value]) => typeof value === 'number' || typeof value === 'boolean');
  return pairs.length ? pairs.map(([name, value]) => `${name}: ${value}`).join(', ') : '—';
}

/** A relay's NIP-11 document: icon, name, description, software, supported NIPs, limitation, contact. */
export function RelayDocument({ info }: { info: RelayInfo }) {
  const icon = safeIcon(info.icon);
  const nips = Array.isArray(info.supported_nips) ? info.supported_nips.filter((nip) => Number.isInteger(nip)) : [];
  return (
    <>
      {icon && <Icon src={icon} alt="" referrerPolicy="no-referrer" />}
      <List>
        <dt>Name</dt><dd>{text(info.name)}</dd>
        <dt>Description</dt><dd>{text(info.description)}</dd>
        <dt>Software</dt><dd>{[info.software, info.version].filter((part) => typeof part === 'string' && part).join(' ') || '—'}</dd>
        <dt>Supported NIPs</dt><dd>{nips.length ? nips.join(', ') : '—'}</dd>
        <dt>Limitation</dt><dd>{limitationText(info.limitation)}</dd>
        <dt>Contact</dt><dd>{text(info.contact)}</dd>
      </List>
    </>
  );
}
