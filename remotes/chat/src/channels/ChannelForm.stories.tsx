import type { Meta, StoryObj } from '@storybook/react';
import { CHANNEL_TEXTS } from '@app/core/chat';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChannelForm } from './ChannelForm';
import { CHANNEL_FORM_TEXTS } from './channel-form';
import { BITCOIN_BERLIN, joinedChannels, NOSTR_DEVS } from './channel-fixtures';
import { channelStoryBeforeEach, serviceArgType, withChannelPeople } from './channel-story-setup';
import { fakeChannelService, type FakeChannelService } from './fake-channel-service';

const meta = {
  title: 'Chat/Channels/ChannelForm',
  component: ChannelForm,
  loaders: [withChannelPeople],
  beforeEach: channelStoryBeforeEach,
  argTypes: serviceArgType,
  decorators: [(Story) => <div style={{ maxWidth: 440, padding: 16 }}>{Story()}</div>],
  args: { service: fakeChannelService(joinedChannels()), onCreated: fn(), onSaved: fn(), onCancel: fn() },
} satisfies Meta<typeof ChannelForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fake = (service: unknown) => service as FakeChannelService;

/** A channel needs a name and its picture must be an http(s) URL: the errors show and nothing is published. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Picture URL'), 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Create channel' }));
    await expect(canvas.getByText(CHANNEL_FORM_TEXTS.nameRequired)).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(CHANNEL_FORM_TEXTS.pictureNotHttp)).toBeVisible();
    await expect(canvas.getByLabelText('Picture URL')).toHaveAccessibleDescription(CHANNEL_FORM_TEXTS.pictureNotHttp);
    await expect(fake(args.service).calls).toEqual([]);
    // typing in a field clears its error
    await userEvent.type(canvas.getByLabelText('Name'), 'Relays');
    await expect(canvas.queryByText(CHANNEL_FORM_TEXTS.nameRequired)).toBeNull();
  },
};

/** Create: the trimmed metadata goes to `create`, and the new channel's id to `onCreated`. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), '  Relay operators ');
    await userEvent.type(canvas.getByLabelText('About'), 'Running relays: tips and war stories');
    await userEvent.type(canvas.getByLabelText('Picture URL'), 'https://images.example.com/relay.png');
    await userEvent.click(canvas.getByRole('button', { name: 'Create channel' }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledTimes(1));
    const metadata = { name: 'Relay operators', about: 'Running relays: tips and war stories', picture: 'https://images.example.com/relay.png' };
    await expect(fake(args.service).calls).toEqual([`create(${JSON.stringify(metadata)})`]);
    await expect(args.onCreated).toHaveBeenCalledWith(fake(args.service).state.value.joined[0]);
    await expect(fake(args.service).state.value.joined[0]).toMatch(/^[0-9a-f]{64}$/);
  },
};

/** Edit (the creator): the form starts with the channel's metadata and Save publishes the change. */
export const Edit: Story = {
  args: { channel: NOSTR_DEVS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Name')).toHaveValue(NOSTR_DEVS.name);
    await expect(canvas.getByLabelText('Picture URL')).toHaveValue(NOSTR_DEVS.picture);
    const about = canvas.getByLabelText('About');
    await expect(about).toHaveValue(NOSTR_DEVS.about);
    await userEvent.clear(about);
    await userEvent.type(about, 'Clients, relays, NIPs.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const metadata = { name: NOSTR_DEVS.name, about: 'Clients, relays, NIPs.', picture: NOSTR_DEVS.picture };
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(metadata));
    await expect(fake(args.service).calls).toEqual([`editMetadata(${JSON.stringify(NOSTR_DEVS.id)}, ${JSON.stringify(metadata)})`]);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Edit refused (someone else's channel): the service's reason shows as an alert and the form keeps its values. */
export const EditNotCreator: Story = {
  args: { channel: BITCOIN_BERLIN },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), ' 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CHANNEL_TEXTS.notCreator);
    await expect(canvas.getByLabelText('Name')).toHaveValue(`${BITCOIN_BERLIN.name} 2`);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Create without a signer: the service's 'Signer required' shows as an alert. */
export const CreateSignedOut: Story = {
  args: { service: fakeChannelService({ me: null }) },
  parameters: { signedOut: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Relays');
    await userEvent.click(canvas.getByRole('button', { name: 'Create channel' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CHANNEL_TEXTS.signIn);
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};
