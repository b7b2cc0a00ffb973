import { useSettingsGroup } from '../store/useSettingsGroup';
import { ImgproxySettingsView } from './ImgproxySettingsView';

/** /settings/imgproxy: reads and writes the imgproxy group of the settings store. */
export function ImgproxySettings() {
  const [imgproxy, update] = useSettingsGroup('imgproxy');
  return <ImgproxySettingsView value={imgproxy} onChange={update} />;
}
