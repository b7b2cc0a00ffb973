import type { Meta, StoryObj } from '@storybook/react';
import { pageBehindDialog } from '../testing/story-decorators';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ReportDialogView } from './ReportDialogView';

const meta = {
  title: 'Notes/ReportDialog',
  component: ReportDialogView,
  decorators: [pageBehindDialog],
  args: { name: 'Mallory', onSubmit: fn(async () => {}), onClose: fn() },
} satisfies Meta<typeof ReportDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Report' }));

export const ReasonRequired: Story = {
  play: async () => {
    const report = await dialog();
    const labels = report.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent!.trim());
    await expect(labels).toEqual(['Illegal Material', 'Harassment', 'Spam', 'Bot Activity', 'Other']);
    await expect(report.getByRole('button', { name: 'Report' })).toBeDisabled();
    await expect(report.getByRole('checkbox', { name: 'Also mute Mallory' })).toBeChecked();
  },
};

export const ThankYouThenCloses: Story = {
  play: async ({ args }) => {
    const report = await dialog();
    await userEvent.click(report.getByRole('radio', { name: 'Bot Activity' }));
    await userEvent.type(report.getByRole('textbox', { name: 'Details (optional)' }), 'Posts every minute');
    await userEvent.click(report.getByRole('button', { name: 'Report' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'Bot Activity', details: 'Posts every minute', mute: true });
    await expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your report.');
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce(), { timeout: 3000 });
  },
};

export const WithoutMute: Story = {
  play: async ({ args }) => {
    const report = await dialog();
    await userEvent.click(report.getByRole('radio', { name: 'Spam' }));
    await userEvent.click(report.getByRole('checkbox', { name: 'Also mute Mallory' }));
    await userEvent.click(report.getByRole('button', { name: 'Report' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'Spam', details: '', mute: false });
  },
};

export const MuteAfterReportFails: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('Error updating mute list. Please try again.'))) },
  play: async ({ args }) => {
    const report = await dialog();
    await userEvent.click(report.getByRole('radio', { name: 'Harassment' }));
    await userEvent.click(report.getByRole('button', { name: 'Report' }));
    await expect(await report.findByRole('alert')).toHaveTextContent('Error updating mute list. Please try again.');
    await expect(report.getByRole('button', { name: 'Report' })).toBeEnabled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
