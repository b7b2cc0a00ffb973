import { useMemo } from 'react';
import { of, switchMap } from 'rxjs';
import { displayName } from '@app/core';
import { p2pOf, type PeerPrompt } from '@app/core/p2p';
import { useCore, useObservable } from '@app/ui';
import { useProfile } from '@app/ui/nostr';
import { CallLayer } from './CallLayer';
import { PeerPromptView } from './PeerPromptView';
import { PeerTransfers } from './PeerTransfers';

/** Runs the core's peer-to-peer layer (it follows the setting and the session itself), and asks the user about each new peer. */
export default function PeerLayer() {
  const core = useCore();
  const handle = useMemo(() => p2pOf(core), [core]);
  const prompts$ = useMemo(() => handle.current$.pipe(switchMap((p2p) => p2p?.prompts$ ?? of([] as PeerPrompt[]))), [handle]);
  const prompts = useObservable(prompts$, []);
  const first = prompts[0];
  return (
    <>
      <CallLayer handle={handle} />
      <PeerTransfers handle={handle} />
      {first && <PromptFor key={first.id} pubkey={first.pubkey} onAnswer={(yes) => handle.current?.answer(first.id, yes)} />}
    </>
  );
}

function PromptFor({ pubkey, onAnswer }: { pubkey: string; onAnswer(yes: boolean): void }) {
  const profile = useProfile(pubkey);
  return <PeerPromptView name={displayName(profile, pubkey)} onAnswer={onAnswer} />;
}
