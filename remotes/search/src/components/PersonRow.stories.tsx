import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { profilePath } from '@app/core';
import { alice, bob, carol, longNamed, mallory } from '../stories/fixtures';
import { PersonRow } from './PersonRow';

const meta = {
  title: 'Components/PersonRow',
  component: PersonRow,
  args: { profile: alice.profile },
} satisfies Meta<typeof PersonRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithNip05: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('person-row');
    await expect(within(row).getAllByRole('link')[0]).toHaveAttribute('href', profilePath(alice.profile.pubkey));
    await expect(await within(row).findByRole('button', { name: 'Follow' })).toBeVisible(); // it comes with the social state
    await expect(row).toHaveTextContent('Alice Liddell');
    await expect(row).toHaveTextContent('alice@example.com');
  },
};

export const WithoutNip05: Story = {
  args: { profile: bob.profile },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('person-row');
    await expect(row.textContent).toMatch(/Bob the Relay Operator/);
    await expect(row).not.toHaveTextContent('@');
  },
};

export const WithFollowDistance: Story = {
  args: { profile: alice.profile, distance: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('person-row')).toHaveTextContent('alice@example.com · 2nd');
  },
};

export const Unnamed: Story = {
  args: { profile: carol.profile },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('person-row')).toHaveTextContent(/npub1/);
  },
};

export const LongContent: Story = {
  args: { profile: longNamed.profile },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('person-row');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

export const HostileContent: Story = {
  args: { profile: mallory.profile },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('person-row');
    await expect(row.querySelector('script, img')).toBeNull();
    await expect(row).toHaveTextContent('<script>alert(1)</script>');
    await expect(row).not.toHaveTextContent('onerror'); // a NIP-05 that is not email-like is not shown
  },
};
