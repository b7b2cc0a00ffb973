import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { InvalidLinkPage } from './InvalidLinkPage';

const meta = {
  title: 'Pages/InvalidLinkPage',
  component: InvalidLinkPage,
  args: { link: 'note1bad' },
} satisfies Meta<typeof InvalidLinkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /note1bad: a note link, said so, with the way home. */
export const NoteLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invalid Note Link')).toBeVisible();
    await expect(canvas.getByText('The note link appears to be invalid.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

/** /npub1…broken: spec 1's profile text, verbatim. */
export const ProfileLink: Story = {
  args: { link: 'npub1thisisnotakey' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invalid Profile Link')).toBeVisible();
    await expect(canvas.getByText('The profile link appears to be invalid.')).toBeVisible();
  },
};

/** /naddr1…broken: an article or listing link. */
export const AddressLink: Story = {
  args: { link: `naddr1${'x'.repeat(120)}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The link to this article or listing appears to be invalid.')).toBeVisible();
  },
};
