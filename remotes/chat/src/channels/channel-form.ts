import type { ChannelMetadata } from '@app/core/chat';
import { isHttpUrlOrEmpty } from './channel-display';

/** What the channel form holds, as typed. */
export interface ChannelFormValues {
  name: string;
  about: string;
  picture: string;
}

/** The form's field errors, by field; empty when it can be sent. */
export type ChannelFormErrors = Partial<Record<keyof ChannelFormValues, string>>;

/** The form's error texts. */
export const CHANNEL_FORM_TEXTS = { nameRequired: 'A channel needs a name', pictureNotHttp: 'Picture must be an http(s) URL' } as const;

/** Why the values cannot be sent: no name, or a picture that is not an http(s) URL. */
export function channelFormErrors(values: ChannelFormValues): ChannelFormErrors {
  return {
    ...(values.name.trim() === '' && { name: CHANNEL_FORM_TEXTS.nameRequired }),
    ...(!isHttpUrlOrEmpty(values.picture) && { picture: CHANNEL_FORM_TEXTS.pictureNotHttp }),
  };
}

/** The metadata to publish: the values trimmed, the channel's relays (if any) kept. */
export function channelMetadataOf(values: ChannelFormValues, relays?: string[]): ChannelMetadata {
  return { name: values.name.trim(), about: values.about.trim(), picture: values.picture.trim(), ...(relays?.length && { relays }) };
}
