import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { Button } from '@app/ui';
import { CopyButton } from './CopyButton';
import { Section } from './Section';
import { TextArea } from './TextArea';

const meta = {
  title: 'Wallet/Section',
  component: Section,
  args: { title: 'Mints', actions: <Button size="sm">Add</Button>, children: <p>Section content</p> },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page section named by its heading, with actions beside it. */
export const WithActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Mints' })).toHaveTextContent('Section content');
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeVisible();
  },
};

/** The copy button names what it copies. */
export const Copy: Story = {
  render: () => <CopyButton text="cashuB…" label="token" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copy token' })).toHaveTextContent('Copy');
  },
};

/** A labelled monospace field for long strings. */
export const LongText: Story = {
  render: () => <TextArea label="Lightning invoice" defaultValue="lnbc1…" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Lightning invoice' })).toHaveValue('lnbc1…');
  },
};
