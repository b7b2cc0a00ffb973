import styled from '@emotion/styled';
import { useEffect, useState, type FormEvent } from 'react';
import type { NostrEvent } from '@app/core';
import { CAMPAIGN_DEFAULTS, type CampaignState } from '@app/core/wallet';
import { Button, Modal, TextInput } from '@app/ui';
import { Actions, Figures, Stack, StackForm } from '../dialogs/DialogLayout';
import { Alert, Note } from '../ui/Alert';
import { errorText } from '../ui/useAsyncAction';
import type { Campaign, ZapPort } from './zap-port';
import { useAuthorNames } from './useAuthorNames';

const POST_PREVIEW_CHARS = 40;

/** The start of a post's text, for the log ('…' when cut). */
function postPreview(posts: readonly NostrEvent[], id: string): string {
  const text = (posts.find((post) => post.id === id)?.content ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return id.slice(0, 8);
  return text.length > POST_PREVIEW_CHARS ? `${text.slice(0, POST_PREVIEW_CHARS)}…` : text;
}

const Log = styled.ol`
  margin: 0;
  padding-left: 1.2em;
  max-height: 200px;
  overflow: auto;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
`;

export interface CampaignDialogProps {
  port: ZapPort;
  /** The feed's posts, in the order they are shown. */
  posts: readonly NostrEvent[];
  onClose(): void;
}

/** Spec 2 §2 zap-all campaign: amount per post, budget, skip already zapped; then pause / continue, stop and a live log. */
export function CampaignDialog({ port, posts, onClose }: CampaignDialogProps) {
  const [amount, setAmount] = useState(String(CAMPAIGN_DEFAULTS.bitsPerPost));
  const [budget, setBudget] = useState(String(CAMPAIGN_DEFAULTS.budget));
  const [skipZapped, setSkipZapped] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [campaign, setCampaign] = useState<Campaign | null>(null);
  const [state, setState] = useState<CampaignState | null>(null);
  useEffect(() => {
    const subscription = campaign?.state$.subscribe(setState);
    return () => subscription?.unsubscribe();
  }, [campaign]);
  useEffect(() => () => campaign?.stop(), [campaign]); // closing the dialog ends the campaign

  const start = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    port.startCampaign(posts, { bitsPerPost: Number(amount), budget: Number(budget), skipZapped }).then(setCampaign, (problem: unknown) => setError(errorText(problem)));
  };

  return (
    <Modal title="Zap all" onClose={onClose}>
      {!state ? (
        <StackForm onSubmit={start} noValidate aria-label="Zap all">
          <Note>{posts.length} posts in this feed, zapped in order, half a second apart.</Note>
          <TextInput label="Amount per post (bits)" inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} />
          <TextInput label="Budget (bits)" inputMode="numeric" value={budget} onChange={(event) => setBudget(event.target.value)} />
          <Check>
            <input type="checkbox" checked={skipZapped} onChange={(event) => setSkipZapped(event.target.checked)} />
            Skip posts I already zapped
          </Check>
          {error && <Alert role="alert">{error}</Alert>}
          <Actions>
            <Button type="submit">Start</Button>
          </Actions>
        </StackForm>
      ) : (
        <CampaignProgress port={port} posts={posts} state={state} campaign={campaign!} onClose={onClose} />
      )}
    </Modal>
  );
}

interface CampaignProgressProps {
  port: ZapPort;
  posts: readonly NostrEvent[];
  state: CampaignState;
  campaign: Campaign;
  onClose(): void;
}

function CampaignProgress({ port, posts, state, campaign, onClose }: CampaignProgressProps) {
  const nameOf = useAuthorNames(port, state.log.map((entry) => entry.author));
  return (
    <Stack>
      <Figures>
        <dt>Zaps</dt>
        <dd>{state.zaps}</dd>
        <dt>Spent</dt>
        <dd>{state.spent} bits</dd>
      </Figures>
      {state.result && <Note role="status">{state.result}</Note>}
      <Log role="log" aria-label="Campaign log">
        {state.log.map((entry) => (
          <li key={entry.postId}>
            “{postPreview(posts, entry.postId)}” by {nameOf(entry.author)}: {entry.text}
          </li>
        ))}
      </Log>
      <Actions>
        {state.status === 'running' && <Button variant="secondary" onClick={campaign.pause}>Pause</Button>}
        {state.status === 'paused' && <Button variant="secondary" onClick={campaign.resume}>Continue</Button>}
        {state.status !== 'done' ? (
          <Button variant="danger" onClick={campaign.stop}>
            Stop
          </Button>
        ) : (
          <Button onClick={onClose}>Done</Button>
        )}
      </Actions>
    </Stack>
  );
}
