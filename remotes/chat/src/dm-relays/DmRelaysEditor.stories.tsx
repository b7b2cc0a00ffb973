import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { emptyChats } from '../stories/chat-fixtures';
import { FAKE_DM_RELAYS, fakeChatService } from '../stories/fake-chat-service';
import { DmRelaysEditor } from './DmRelaysEditor';

const service = fakeChatService(emptyChats());

const meta = {
  title: 'Chat/DmRelaysEditor',
  component: DmRelaysEditor,
  args: { service },
  argTypes: { service: { control: false } },
  beforeEach: () => service.reset(),
} satisfies Meta<typeof DmRelaysEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByText('DM relays'));
  return canvas;
};

/** The published list, each with Remove. */
export const Published: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement);
    const list = canvas.getByRole('list', { name: 'DM relays' });
    for (const url of FAKE_DM_RELAYS) await expect(within(list).getByText(url)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save DM relays' })).toBeNull();
  },
};

/** A URL that is no relay is refused with its reason; a valid one is added and the list saved as edited. */
export const AddAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement);
    await userEvent.type(canvas.getByLabelText('Relay URL'), 'not a relay');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid relay URL');
    await userEvent.clear(canvas.getByLabelText('Relay URL'));
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${FAKE_DM_RELAYS[0]}` }));
    await userEvent.type(canvas.getByLabelText('Relay URL'), 'relay.damus.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save DM relays' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('DM relays saved');
    await expect(service.calls).toContain(`setDmRelays(${JSON.stringify([FAKE_DM_RELAYS[1], 'wss://relay.damus.example/'])})`);
  },
};

/** A fourth relay is refused (NIP-17: keep DM relays few). */
export const AtMostThree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await open(canvasElement);
    await userEvent.type(canvas.getByLabelText('Relay URL'), 'wss://third.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await userEvent.type(canvas.getByLabelText('Relay URL'), 'wss://fourth.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('At most 3 relays');
  },
};
