import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { Button, TextInput } from '@app/ui';
import type { WalletConnection } from '../wallet-port/wallet-port';
import { Alert, Note } from '../ui/Alert';
import { ScanToggle } from '../ui/ScanToggle';
import { useAsyncAction } from '../ui/useAsyncAction';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.sm}px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm}px;
`;

export interface AddConnectionFormProps {
  onAdd(connectionString: string, name?: string): Promise<WalletConnection>;
}

/**
 * Spec 2 §5: a `nostr+walletconnect://` string, pasted or scanned, with an optional name; the core checks its shape
 * (an invalid one gives spec 2's text) and that the wallet answers, then makes it the active wallet.
 */
export function AddConnectionForm({ onAdd }: AddConnectionFormProps) {
  const [connection, setConnection] = useState('');
  const [name, setName] = useState('');
  const add = useAsyncAction(onAdd);
  const errorId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await add.run(connection.trim(), name.trim() || undefined)) {
      setConnection('');
      setName('');
    }
  };
  return (
    <Form onSubmit={submit} aria-label="Add NWC connection" noValidate>
      <TextInput
        label="Connection string"
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder="nostr+walletconnect://…"
        value={connection}
        onChange={(event) => setConnection(event.target.value)}
        aria-invalid={add.error ? true : undefined}
        aria-describedby={add.error ? errorId : undefined}
      />
      <TextInput label="Name (optional)" placeholder="My wallet" value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
      <Row>
        <Button type="submit" loading={add.pending} disabled={!connection.trim()}>
          Connect
        </Button>
        <ScanToggle what="connection" onRead={(text) => setConnection(text.trim())} />
      </Row>
      {add.error && (
        <Alert role="alert" id={errorId}>
          {add.error}
        </Alert>
      )}
      {add.result && <Note role="status">Connected {add.result.name}</Note>}
    </Form>
  );
}
