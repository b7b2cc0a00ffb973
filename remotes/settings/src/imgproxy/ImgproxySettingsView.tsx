import { Page, PageHeader } from '@app/ui';
import type { SettingsGroupViewProps } from '../store/useSettingsGroup';
import { SettingsSection, ToggleList, ValidatedTextField } from '../ui';
import { parseEvenHex, parseHttpUrl } from '../validation/settings-validation';
import { ImgproxyPreview } from './ImgproxyPreview';
import { PROXY_TOGGLES, SAMPLE_IMAGE_URL, SECRET_FIELDS, URL_FIELD } from './imgproxy-fields';

/** The imgproxy group: endpoint, signing key and salt (saved only when valid), switches and a live preview. */
export function ImgproxySettingsView({ value, onChange }: SettingsGroupViewProps<'imgproxy'>) {
  return (
    <Page>
      <PageHeader title="Image proxy" />
      <SettingsSection title="Proxy" description="Images are resized by an imgproxy server, which signs each address with your key and salt.">
        <ToggleList fields={PROXY_TOGGLES} values={value} onChange={onChange} />
        <ValidatedTextField label={URL_FIELD.label} hint={URL_FIELD.hint} value={value.url} parse={parseHttpUrl} placeholder="https://imgproxy.example.com" onSave={(url) => onChange({ url })} />
        {SECRET_FIELDS.map((field) => (
          <ValidatedTextField key={field.key} label={field.label} hint={field.hint} monospace value={value[field.key]} parse={parseEvenHex} onSave={(hex) => onChange({ [field.key]: hex })} />
        ))}
      </SettingsSection>
      <SettingsSection title="Preview">
        <ImgproxyPreview settings={value} source={SAMPLE_IMAGE_URL} />
      </SettingsSection>
    </Page>
  );
}
