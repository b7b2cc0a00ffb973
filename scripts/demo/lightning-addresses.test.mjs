// The demo users' lightning addresses (lud16) name the local zap server, host and port, so their notes can be zapped:
// the committed fixture names `npm start`'s (127.0.0.1:3339), the fresh data the relay seeds names DEMO_ZAP_HOST.
import { afterEach, describe, expect, it } from 'vitest';
import { loadFixture } from './fixture.mjs';
import { freshDemo } from './fresh-demo.mjs';

const START_ZAP_HOST = '127.0.0.1:3339'; // scripts/start.mjs's default ZAP_PORT

/** Each demo profile's name and lightning address (undefined for those who have none). */
async function lightningAddresses(url) {
  const profiles = (await loadFixture(url)).filter((event) => event.kind === 0).map((event) => JSON.parse(event.content));
  return profiles.map(({ name, lud16 }) => ({ name, lud16 }));
}

/** Most users have an address, all on `host`, named after the user. */
function expectAddressesOn(addresses, host) {
  const zappable = addresses.filter((profile) => profile.lud16 !== undefined);
  expect(zappable.length).toBeGreaterThanOrEqual(addresses.length * 0.7);
  expect(zappable.filter((profile) => profile.lud16 !== `${profile.name}@${host}`)).toEqual([]);
}

const savedZapHost = process.env.DEMO_ZAP_HOST;
afterEach(() => {
  if (savedZapHost === undefined) delete process.env.DEMO_ZAP_HOST;
  else process.env.DEMO_ZAP_HOST = savedZapHost;
});

describe('demo lightning addresses', () => {
  it("name npm start's zap server, with its port, in the committed fixture", async () => {
    expectAddressesOn(await lightningAddresses(), START_ZAP_HOST);
  });

  it('name the zap server given as DEMO_ZAP_HOST in the fresh demo data the relay seeds', async () => {
    process.env.DEMO_ZAP_HOST = '127.0.0.1:45339';
    const { fixtureUrl } = freshDemo(1_795_000_000, '127.0.0.1:45080');
    expectAddressesOn(await lightningAddresses(fixtureUrl), '127.0.0.1:45339');
  }, 60_000);
});
