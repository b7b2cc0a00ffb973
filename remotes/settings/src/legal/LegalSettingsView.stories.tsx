import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULTS } from '../stories/settings-fixtures';
import { renderStateful } from '../stories/stateful-view';
import { CURRENT_TERMS_VERSION } from './legal-fields';
import { LegalSettingsView } from './LegalSettingsView';

const meta = {
  title: 'Views/LegalSettingsView',
  component: LegalSettingsView,
  args: { value: DEFAULTS.legal, onChange: fn() },
} satisfies Meta<typeof LegalSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not accepted yet: 'Accept' records the current version; the page then says so and the button goes. */
export const NotAccepted: Story = {
  render: renderStateful(LegalSettingsView),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Legal' })).toBeInTheDocument();
    await expect(canvas.getByTestId('tos-state')).toHaveTextContent('You have not accepted the terms of service.');
    await expect(canvas.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/terms');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept the terms of service' }));
    await expect(args.onChange).toHaveBeenCalledWith({ tosAccepted: true, tosAcceptedVersion: CURRENT_TERMS_VERSION });
    await expect(canvas.getByTestId('tos-state')).toHaveTextContent(`You accepted version ${CURRENT_TERMS_VERSION} of the terms of service.`);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The current terms accepted: nothing to do, the documents linked. */
export const Accepted: Story = {
  args: { value: { tosAccepted: true, tosAcceptedVersion: CURRENT_TERMS_VERSION } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tos-state')).toHaveTextContent(`You accepted version ${CURRENT_TERMS_VERSION} of the terms of service.`);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  },
};

/** An older version accepted: the terms changed, so they are offered again. */
export const OlderVersionAccepted: Story = {
  args: { value: { tosAccepted: true, tosAcceptedVersion: CURRENT_TERMS_VERSION - 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tos-state')).toHaveTextContent(`version ${CURRENT_TERMS_VERSION} is current`);
    await expect(canvas.getByRole('button', { name: 'Accept the terms of service' })).toBeVisible();
  },
};
