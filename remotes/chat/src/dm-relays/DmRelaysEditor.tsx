import styled from '@emotion/styled';
import { useMemo, useState, type FormEvent } from 'react';
import { normalizeRelayUrl } from '@app/core';
import type { ChatService } from '@app/core/chat';
import { Button, TextInput, useObservable } from '@app/ui';

/** NIP-17 asks for few DM relays (the core keeps at most three). */
export const MAX_DM_RELAYS = 3;
export const DM_RELAY_TEXTS = {
  invalid: 'Invalid relay URL',
  tooMany: `At most ${MAX_DM_RELAYS} relays`,
  none: 'No DM relays yet: your first message publishes your relays as your DM relays.',
  saved: 'DM relays saved',
} as const;

const Box = styled.details`
  margin-top: ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.md}px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
`;

const List = styled.ul`
  margin: ${(p) => p.theme.spacing.sm}px 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${(p) => p.theme.spacing.xs}px;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.spacing.sm}px;
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${(p) => p.theme.spacing.sm}px;
`;

/** Adds a URL to the list: normalised, or the reason it cannot be added. */
export function addDmRelay(list: readonly string[], input: string): { list: string[] } | { error: string } {
  let url: string;
  try {
    url = normalizeRelayUrl(input);
  } catch {
    return { error: DM_RELAY_TEXTS.invalid };
  }
  if (list.includes(url)) return { list: [...list] };
  if (list.length >= MAX_DM_RELAYS) return { error: DM_RELAY_TEXTS.tooMany };
  return { list: [...list, url] };
}

/** The user's DM relays (kind 10050): where others send them private messages; edited and published here. */
export function DmRelaysEditor({ service }: { service: ChatService }) {
  const published = useObservable(useMemo(() => service.dmRelays$, [service]), null as string[] | null);
  const [edited, setEdited] = useState<string[] | null>(null);
  const [input, setInput] = useState('');
  const [status, setStatus] = useState<{ error?: string; saved?: boolean }>({});
  const [saving, setSaving] = useState(false);
  const list = edited ?? published ?? [];

  const add = (event: FormEvent) => {
    event.preventDefault();
    const result = addDmRelay(list, input);
    if ('error' in result) return setStatus({ error: result.error });
    setEdited(result.list);
    setInput('');
    setStatus({});
  };
  const save = () => {
    setSaving(true);
    service.setDmRelays(list).then(
      () => (setEdited(null), setStatus({ saved: true })),
      (failure: unknown) => setStatus({ error: failure instanceof Error ? failure.message : String(failure) }),
    ).finally(() => setSaving(false));
  };

  return (
    <Box>
      <summary>DM relays</summary>
      {list.length === 0 ? <p>{DM_RELAY_TEXTS.none}</p> : (
        <List aria-label="DM relays">
          {list.map((url) => (
            <Row key={url}>
              <span>{url}</span>
              <Button variant="secondary" size="sm" aria-label={`Remove ${url}`} onClick={() => setEdited(list.filter((other) => other !== url))}>
                Remove
              </Button>
            </Row>
          ))}
        </List>
      )}
      <Form onSubmit={add} aria-label="Add a DM relay">
        <TextInput label="Relay URL" value={input} placeholder="wss://relay.example" onChange={(event) => setInput(event.target.value)} />
        <Button type="submit" variant="secondary" disabled={!input.trim()}>
          Add
        </Button>
      </Form>
      {status.error && <p role="alert">{status.error}</p>}
      {status.saved && <p role="status">{DM_RELAY_TEXTS.saved}</p>}
      {edited && (
        <Button onClick={save} disabled={saving || edited.length === 0}>
          Save DM relays
        </Button>
      )}
    </Box>
  );
}
