import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button, TextInput } from '@app/ui';
import { FormError } from './FormError';
import { QrCode } from '@app/ui/qr';
import { errorText, type AuthActions } from './auth-actions';

interface FormProps {
  actions: AuthActions;
  onDone(): void;
}

/** Runs one login call, showing the core's error text verbatim in role=alert. */
function useLogin(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError('');
    try {
      await call();
      onDone();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const alert: ReactNode = <FormError>{error}</FormError>;
  return { busy, alert, run };
}

const column = { display: 'flex', flexDirection: 'column', gap: 12 } as const;

/** Sign in with an nsec or 64-hex key, optionally kept encrypted with a password (NIP-49). */
export function PrivateKeyForm({ actions, onDone }: FormProps) {
  const [key, setKey] = useState('');
  const [password, setPassword] = useState('');
  const { busy, alert, run } = useLogin(onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await actions.loginWithPrivateKey(key.trim(), password ? { password } : undefined);
      setKey(''); // drop the key from React state as soon as the store has it
      setPassword('');
    });
  };
  return (
    <form onSubmit={submit} style={column}>
      <TextInput label="Private key (nsec or hex)" type="password" value={key} onChange={(e) => setKey(e.target.value)} autoComplete="off" />
      <TextInput label="Password (optional)" type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
      {alert}
      <Button type="submit" variant="primary" disabled={busy}>
        Sign in
      </Button>
    </form>
  );
}

/** Sign in with a NIP-07 browser extension. */
export function ExtensionForm({ actions, onDone }: FormProps) {
  const { busy, alert, run } = useLogin(onDone);
  return (
    <div style={column}>
      <p>Use a browser extension (NIP-07) that holds your key.</p>
      {alert}
      <Button type="button" variant="primary" disabled={busy} onClick={() => void run(() => actions.loginWithExtension())}>
        Sign in with extension
      </Button>
    </div>
  );
}

/** Sign in with a NIP-46 remote signer: a bunker:// URI, or a nostrconnect:// URI shown as a QR code and text to copy. */
export function RemoteSignerForm({ actions, onDone, relays }: FormProps & { relays: string[] }) {
  const [uri, setUri] = useState('');
  const [offer, setOffer] = useState<ReturnType<AuthActions['startNostrConnect']> | null>(null);
  // The link is shown once its reply subscription is live: a signer answering earlier would be missed (ephemeral kind).
  const [listening, setListening] = useState(false);
  const { busy, alert, run } = useLogin(onDone);
  useEffect(() => () => offer?.cancel(), [offer]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => actions.loginWithBunker(uri.trim()));
  };
  const connect = () => {
    const next = actions.startNostrConnect(relays);
    setOffer(next);
    setListening(false);
    void next.ready.then(() => setListening(true), () => undefined);
    void run(() => next.login);
  };
  return (
    <div style={column}>
      <form onSubmit={submit} style={column}>
        <TextInput label="Bunker URI" placeholder="bunker://…" value={uri} onChange={(e) => setUri(e.target.value)} autoComplete="off" />
        <Button type="submit" variant="primary" disabled={busy}>
          Connect
        </Button>
      </form>
      {offer && !listening && <p role="status">Preparing a nostrconnect:// link…</p>}
      {offer && listening ? (
        <div>
          <p>Scan this with your remote signer, or paste the link into it:</p>
          <QrCode value={offer.uri} size={256} label="nostrconnect QR code" />
          <code data-testid="nostrconnect-uri" style={{ display: 'block', wordBreak: 'break-all', userSelect: 'all' }}>
            {offer.uri}
          </code>
          <Button type="button" onClick={() => void navigator.clipboard?.writeText(offer.uri)}>
            Copy
          </Button>
        </div>
      ) : offer ? null : (
        <Button type="button" disabled={busy || relays.length === 0} onClick={connect}>
          Show a nostrconnect:// link
        </Button>
      )}
      {alert}
    </div>
  );
}
