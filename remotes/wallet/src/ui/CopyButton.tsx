import { Button, useCopyFlag } from '@app/ui';

/** Copies `text`; says 'Copied' for 2 s. `label` names what is copied for assistive technology. */
export function CopyButton({ text, label, autoFocus }: { text: string; label: string; autoFocus?: boolean }) {
  const { copied, copy } = useCopyFlag();
  return (
    <Button variant="secondary" autoFocus={autoFocus} aria-label={copied ? `${label} copied` : `Copy ${label}`} onClick={() => copy(text)}>
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
