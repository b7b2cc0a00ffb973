import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ExportKeyView } from './ExportKeyView';

const NCRYPTSEC = `ncryptsec1${'qgq'.repeat(50)}story`;

const meta = {
  title: 'Auth/Keys/ExportKeyView',
  component: ExportKeyView,
  args: { passwordProtected: false, exportKey: fn(async () => NCRYPTSEC), onClose: fn() },
  render: (args) => (
    <>
      <p>The account settings behind the dialog</p>
      <ExportKeyView {...args} />
    </>
  ),
} satisfies Meta<typeof ExportKeyView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Export encrypted key' });

/** No password set: a new one, twice; a mismatch is caught before the core is asked. */
export const RepeatMismatch: Story = {
  play: async ({ args }) => {
    const box = within(await dialog());
    await userEvent.type(box.getByLabelText('Password for the file'), 'one');
    await userEvent.type(box.getByLabelText('Repeat the password'), 'two{Enter}');
    await expect(await box.findByRole('alert')).toHaveTextContent('The passwords do not match.');
    await expect(args.exportKey).not.toHaveBeenCalled();
  },
};

/** The ncryptsec, read-only, with Copy and Download. */
export const Exported: Story = {
  play: async ({ args }) => {
    const box = within(await dialog());
    await userEvent.type(box.getByLabelText('Password for the file'), 'secret');
    await userEvent.type(box.getByLabelText('Repeat the password'), 'secret');
    await userEvent.click(box.getByRole('button', { name: 'Export' }));
    await expect(await box.findByLabelText('Encrypted key (ncryptsec)')).toHaveValue(NCRYPTSEC);
    await expect(args.exportKey).toHaveBeenCalledWith('secret');
    await expect(box.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(box.getByRole('button', { name: 'Copy' })).toBeVisible();
  },
};

/** A password is set: the export uses it, asked once; a wrong one is refused in the dialog. */
export const AccountPasswordWrong: Story = {
  args: { passwordProtected: true, exportKey: fn(async (_password: string): Promise<string> => Promise.reject(new Error('Wrong password'))) },
  play: async () => {
    const box = within(await dialog());
    await expect(box.queryByLabelText('Repeat the password')).toBeNull();
    await userEvent.type(box.getByLabelText('Your password'), 'nope{Enter}');
    await expect(await box.findByRole('alert')).toHaveTextContent('Wrong password');
  },
};
