import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, within } from 'storybook/test';
import { SettingsSection } from './SettingsSection';
import { ToggleField } from './ToggleField';

const meta = {
  title: 'Controls/SettingsSection',
  component: SettingsSection,
  args: {
    title: 'Feeds',
    children: (
      <>
        <ToggleField label="Blur sensitive media" checked onChange={fn()} />
        <ToggleField label="Autoplay videos" checked={false} onChange={fn()} />
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof SettingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Feeds' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Feeds' })).toBeVisible();
    await expect(within(region).getAllByRole('switch')).toHaveLength(2);
  },
};

export const WithDescription: Story = {
  args: { description: 'What the feeds let through' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('What the feeds let through')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { title: 'A section title that goes on and on '.repeat(4), description: 'description-'.repeat(30) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
