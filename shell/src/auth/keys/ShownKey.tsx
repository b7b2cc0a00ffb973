import { Button } from '@app/ui';
import { KEYS_TEXTS } from './keys-texts';
import { KeyActions, KeyForm, KeyWarning } from './keys-styles';
import { SecretField, type SecretFieldProps } from './SecretField';

/** The key on screen: the warning, the read-only field with Copy (and Download) and Done. */
export function ShownKey({ onDone, ...field }: SecretFieldProps & { onDone(): void }) {
  return (
    <KeyForm as="div">
      <KeyWarning>{KEYS_TEXTS.keepSecret}</KeyWarning>
      <SecretField {...field} />
      <KeyActions>
        <Button type="button" variant="primary" onClick={onDone}>
          {KEYS_TEXTS.done}
        </Button>
      </KeyActions>
    </KeyForm>
  );
}
