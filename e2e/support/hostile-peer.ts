// A hostile peer for the peer-to-peer specs: a bare page's own RTCPeerConnection whose signalling the test plays in
// Node with the hostile user's key (NIP-44 to the victim's session, kind 30078), so it can send anything on the channel.
import type { Page } from '@playwright/test';
import { v2 } from 'nostr-tools/nip44';
import { expect } from './fixtures';
import { eventsMatching, publishAll } from './relay-client';
import type { User } from './peers';

type Description = { type: string; sdp: string };

const signalEvent = (from: User, to: string, signal: object) => {
  const key = v2.utils.getConversationKey(from.secretKey, to);
  const expiration = String(Math.floor(Date.now() / 1000) + 15);
  return from.sign({ kind: 30078, tags: [['l', 'webrtc'], ['d', crypto.randomUUID()], ['expiration', expiration]], content: v2.encrypt(JSON.stringify(signal), key) });
};

/** The victim's session id from its last hello on the relay. */
export async function sessionOf(relayUrl: string, victim: User): Promise<string | null> {
  const [hello] = await eventsMatching(relayUrl, { kinds: [30078], authors: [victim.pubkey], '#l': ['webrtc'] });
  return hello ? `${victim.pubkey}:${JSON.parse(hello.content).peerId}` : null;
}

/** Opens a data channel from `page` to the victim's session; resolves once the victim's answer arrived. */
export async function connectHostilePeer(page: Page, relayUrl: string, attacker: User, session: string, accept: () => Promise<void>) {
  const uuid = '00000000-hostile';
  const offer: Description = await page.evaluate(async () => {
    const rtc = new RTCPeerConnection({ iceServers: [] });
    const channel = rtc.createDataChannel('nostr', { ordered: true });
    Object.assign(window, { hostile: { rtc, channel } });
    await rtc.setLocalDescription(await rtc.createOffer());
    await new Promise<void>((resolve) => (rtc.iceGatheringState === 'complete' ? resolve() : rtc.addEventListener('icegatheringstatechange', () => rtc.iceGatheringState === 'complete' && resolve())));
    return { type: 'offer', sdp: rtc.localDescription!.sdp };
  });
  const since = Math.floor(Date.now() / 1000) - 1;
  await publishAll(relayUrl, [signalEvent(attacker, session.split(':')[0], { type: 'offer', offer, recipient: session, peerId: uuid })]);
  await accept();
  const victim = session.split(':')[0];
  const key = v2.utils.getConversationKey(attacker.secretKey, victim);
  const readSignals = async () =>
    (await eventsMatching(relayUrl, { kinds: [30078], authors: [victim], since }))
      .filter((event) => !event.content.startsWith('{'))
      .map((event) => JSON.parse(v2.decrypt(event.content, key)) as { type: string; answer?: Description; candidate?: RTCIceCandidateInit });
  await expect.poll(async () => (await readSignals()).some((signal) => signal.type === 'answer'), { timeout: 20_000 }).toBe(true);
  const signals = await readSignals();
  await page.evaluate(async (all) => {
    const { rtc, channel } = (window as unknown as { hostile: { rtc: RTCPeerConnection; channel: RTCDataChannel } }).hostile;
    const answer = all.find((signal) => signal.type === 'answer')!.answer!;
    await rtc.setRemoteDescription(answer as RTCSessionDescriptionInit);
    for (const signal of all) if (signal.type === 'candidate') await rtc.addIceCandidate(signal.candidate).catch(() => {});
    if (channel.readyState !== 'open') await new Promise((resolve) => channel.addEventListener('open', resolve));
  }, signals);
}

/** Sends raw frames on the hostile channel as fast as the page can. */
export const flood = (page: Page, frames: string[]) =>
  page.evaluate((all) => {
    const { channel } = (window as unknown as { hostile: { channel: RTCDataChannel } }).hostile;
    for (const frame of all) channel.send(frame);
    return channel.bufferedAmount;
  }, frames);
