import { LAYOUT_TOGGLES, THEME_FIELD } from '../appearance/appearance-fields';
import { FILTER_TOGGLES, INTERACTION_TOGGLES, MAX_FOLLOW_DISTANCE_FIELD, STANDALONE_TOGGLES } from '../content/content-fields';
import { DEBUG_KEY_FIELD, DEBUG_MODE_FIELD } from '../debug/debug-fields';
import { DESKTOP_TOGGLES } from '../desktop/desktop-fields';
import { PROXY_TOGGLES, SECRET_FIELDS, URL_FIELD } from '../imgproxy/imgproxy-fields';
import { LEGAL_FIELDS } from '../legal/legal-fields';
import * as network from '../network/network-fields';
import { PREFERENCE_TOGGLES, SERVER_FIELD } from '../notifications/notification-fields';
import type { FieldSpec } from '../ui';
import { SECTIONS, type SettingsSectionLink } from './settings-sections';

/** One findable setting: the page it is on, that page's label, and the field's label and key. */
export interface CatalogEntry {
  path: string;
  section: string;
  label: string;
  key: string;
}

const fields = (section: SettingsSectionLink, specs: readonly FieldSpec[]): CatalogEntry[] =>
  specs.map(({ key, label }) => ({ path: section.path, section: section.label, label, key }));

/** Fields of the pages other remotes or helpers build, by their visible labels. */
const elsewhere = (section: SettingsSectionLink, labels: Record<string, string>): CatalogEntry[] =>
  fields(section, Object.entries(labels).map(([key, label]) => ({ key, label })));

/** Every setting the settings search can find. */
export const SETTINGS_CATALOG: readonly CatalogEntry[] = [
  ...fields(SECTIONS.appearance, [THEME_FIELD, ...LAYOUT_TOGGLES]),
  ...fields(SECTIONS.content, [...FILTER_TOGGLES, MAX_FOLLOW_DISTANCE_FIELD, ...INTERACTION_TOGGLES, ...STANDALONE_TOGGLES]),
  ...fields(SECTIONS.imgproxy, [...PROXY_TOGGLES, URL_FIELD, ...SECRET_FIELDS]),
  ...fields(SECTIONS.notifications, [SERVER_FIELD, ...PREFERENCE_TOGGLES]),
  ...fields(SECTIONS.network, [
    ...network.RELAY_FIELDS,
    ...network.RELAY_CONNECTION_TOGGLES,
  ]),
  ...fields(SECTIONS.p2p, [
    ...network.P2P_ENABLED_TOGGLE,
    ...network.PEER_LIMIT_FIELDS,
    ...network.P2P_TOGGLES,
    network.LOG_LEVEL_FIELD,
    network.ICE_SERVERS_FIELD,
  ]),
  ...elsewhere(SECTIONS.media, { mediaservers: 'Media servers', defaultMediaserver: 'Default media server' }),
  ...elsewhere(SECTIONS.account, {
    privateKey: 'Secret key',
    password: 'Password',
    ncryptsec: 'Export encrypted key (ncryptsec)',
    signer: 'Signer',
    logout: 'Log out',
  }),
  ...elsewhere(SECTIONS.socialGraph, {
    graphSize: 'Graph size',
    recrawl: 'Recrawl',
    downloadGraph: 'Download graph',
    mutedUsers: 'Muted users',
    mutedBy: 'Muted by',
  }),
  ...elsewhere(SECTIONS.profile, {
    name: 'Name',
    picture: 'Picture',
    banner: 'Banner',
    about: 'About',
    website: 'Website',
    nip05: 'NIP-05 name',
    lud16: 'Lightning address',
  }),
  ...fields(SECTIONS.desktop, DESKTOP_TOGGLES),
  ...fields(SECTIONS.debug, [DEBUG_MODE_FIELD, DEBUG_KEY_FIELD]),
  ...fields(SECTIONS.legal, LEGAL_FIELDS),
];
