import { describe, expect, it } from 'vitest';
import { searchSettings } from './search-settings';
import { SETTINGS_CATALOG } from './settings-catalog';
import { SECTION_LIST } from './settings-sections';

const keysFound = (query: string) => searchSettings(query).map((entry) => entry.key);

describe('searchSettings', () => {
  it('finds autoplay on the content page', () => {
    expect(searchSettings('autoplay')).toEqual([{ path: '/settings/content', section: 'Content', label: 'Autoplay videos', key: 'autoplayVideos' }]);
  });

  it('finds blur by its label and its key', () => {
    expect(keysFound('blur')).toEqual(['blurNSFW']);
    expect(keysFound('nsfw')).toEqual(['blurNSFW']);
  });

  it('finds every relay setting, on the network page', () => {
    const results = searchSettings('relay');
    expect(results.map((entry) => entry.key)).toEqual(expect.arrayContaining(['relayConfigs', 'addRelay', 'autoConnectUserRelays']));
    expect(new Set(results.map((entry) => entry.path))).toEqual(new Set(['/settings/network']));
  });

  it('is case-insensitive and ignores surrounding spaces', () => {
    expect(keysFound('  AUTOPLAY ')).toEqual(['autoplayVideos']);
  });

  it('matches every term, in any order', () => {
    expect(keysFound('counts standalone')).toEqual(['showReactionCountsInStandalone']);
    expect(keysFound('standalone counts')).toEqual(['showReactionCountsInStandalone']);
  });

  it('finds the fields of pages other remotes serve', () => {
    expect(searchSettings('ncryptsec')).toEqual([
      { path: '/settings/account', section: 'Account and keys', label: 'Export encrypted key (ncryptsec)', key: 'ncryptsec' },
    ]);
    expect(searchSettings('muted').map((entry) => entry.label)).toEqual(expect.arrayContaining(['Muted users', 'Muted by']));
    expect(searchSettings('default media server')[0]).toMatchObject({ path: '/settings/media', key: 'defaultMediaserver' });
  });

  it('lists a whole page when its name is typed', () => {
    const results = searchSettings('notifications');
    expect(results.length).toBeGreaterThanOrEqual(7);
    expect(results.every((entry) => entry.path === '/settings/notifications')).toBe(true);
  });

  it('finds nothing for a blank query or a word no setting has', () => {
    expect(searchSettings('')).toEqual([]);
    expect(searchSettings('   ')).toEqual([]);
    expect(searchSettings('qwertyuiop')).toEqual([]);
  });
});

describe('SETTINGS_CATALOG', () => {
  it('links every entry to a settings page the index lists', () => {
    const paths = new Set(SECTION_LIST.map((section) => section.path));
    for (const entry of SETTINGS_CATALOG) expect(paths).toContain(entry.path);
  });

  it('has every page, and each key once per page', () => {
    expect(new Set(SETTINGS_CATALOG.map((entry) => entry.path)).size).toBe(SECTION_LIST.length);
    const ids = SETTINGS_CATALOG.map((entry) => `${entry.path}#${entry.key}`);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('catalogues every field of spec 3 §3 groups shown here', () => {
    const keys = new Set(SETTINGS_CATALOG.map((entry) => entry.key));
    const specFields = ['theme', 'showRightColumn', 'singleColumnLayout', 'limitedMaxWidth', 'blurNSFW', 'maxFollowDistanceForReplies', 'hidePostsByMutedMoreThanFollowed', 'autoplayVideos', 'showLikes', 'showReposts', 'showReplies', 'showZaps', 'showReactionsBar', 'showReactionCounts', 'showReactionCountsInStandalone', 'hideReactionsBarInStandalone', 'hideZapsBarInStandalone', 'url', 'key', 'salt', 'enabled', 'fallbackToOriginal', 'server', 'mentions', 'replies', 'reposts', 'reactions', 'zaps', 'dms', 'webrtcEnabled', 'webrtcMaxOutbound', 'webrtcMaxInbound', 'webrtcConnectToOwnDevices', 'webrtcLogLevel', 'p2pOnlyMode', 'webrtcCallsEnabled', 'webrtcFileReceivingEnabled', 'webrtcIceServers', 'startOnBoot', 'privateKey', 'tosAccepted', 'tosAcceptedVersion', 'ndkOutboxModel', 'autoConnectUserRelays'];
    for (const key of specFields) expect(keys).toContain(key);
  });
});
