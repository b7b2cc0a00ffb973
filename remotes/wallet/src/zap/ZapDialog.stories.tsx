import type { Meta, StoryObj } from '@storybook/react';
import type { NostrEvent } from '@app/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { behindDialog } from '../stories/behind-dialog';
import { fakeZapPort } from '../stories/fake-zap-port';
import { ZapDialog } from './ZapDialog';

const note = { id: 'a'.repeat(64), pubkey: 'b'.repeat(64), kind: 1, content: 'gm', tags: [], created_at: 1, sig: '' } as NostrEvent;
const request = { pubkey: note.pubkey, event: note };

const meta = {
  title: 'Wallet/ZapDialog',
  component: ZapDialog,
  decorators: [behindDialog],
  args: { port: fakeZapPort().port, request, name: 'Alice', onClose: fn(), onZapped: fn() },
} satisfies Meta<typeof ZapDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name = 'Zap Alice') => within(document.body).findByRole('dialog', { name });

/** The lightning address is being looked up. */
export const Loading: Story = {
  args: { port: fakeZapPort({ planPending: true }).port },
  play: async () => expect(within(await dialog()).getByRole('status', { name: 'Looking up the lightning address' })).toBeVisible(),
};

/** The user has no lightning address (spec 2 §8). */
export const NoLightningAddress: Story = {
  args: { port: fakeZapPort({ planError: 'The user has no lightning address.' }).port },
  play: async () => expect(await within(await dialog()).findByRole('alert')).toHaveTextContent('The user has no lightning address.'),
};

/** Presets with 21 chosen, a custom amount confirmed, the sendable range; the default-comment box needs a new comment. */
export const ChooseAmount: Story = {
  args: { port: fakeZapPort({ minSendable: 10_000, maxSendable: 5_000_000 }).port },
  play: async () => {
    const body = within(await dialog());
    await expect(await body.findByRole('button', { name: /^21$/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(body.getByRole('button', { name: '100K' })).toBeVisible();
    await expect(body.getByText('alice@zaps.example accepts 10 to 5K bits')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.type(body.getByLabelText('Custom amount (bits)'), '500');
    await userEvent.click(body.getByRole('button', { name: 'Confirm' }));
    await expect(body.getByRole('button', { name: 'Zap 500 bits' })).toBeVisible();
    await expect(body.getByRole('checkbox', { name: 'Use as my default comment' })).toBeDisabled();
    await userEvent.type(body.getByLabelText('Comment', { exact: true }), 'Great note!');
    await expect(body.getByRole('checkbox', { name: 'Use as my default comment' })).toBeEnabled();
  },
};

/** A saved default of 500 joins the presets and is chosen. */
export const SavedDefault: Story = {
  args: { port: fakeZapPort({ defaults: { amount: 500, comment: 'Thanks!' } }).port },
  play: async () => {
    const body = within(await dialog());
    await expect(await body.findByRole('button', { name: /^500$/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(body.getByLabelText('Comment', { exact: true })).toHaveValue('Thanks!');
  },
};

/** No wallet can pay: the invoice is shown (QR, copy, open in wallet) until its receipt arrives. */
export const InvoiceToPayElsewhere: Story = {
  args: { port: fakeZapPort({ canPay: false }).port },
  play: async () => {
    const body = within(await dialog());
    await userEvent.click(await body.findByRole('button', { name: 'Zap 21 bits' }));
    await expect(await body.findByText(/Pay this invoice from any lightning wallet/)).toBeVisible();
    await expect(body.getByRole('link', { name: 'Open in wallet' })).toHaveAttribute('href', expect.stringMatching(/^lightning:lnbc/));
  },
};

const paidElsewhere = fakeZapPort({ canPay: false, receiptAfterMs: 300 });

/** No wallet here: the invoice is paid from another wallet, its receipt arrives (polled) and the dialog closes as zapped. */
export const ReceiptArrives: Story = {
  args: { port: paidElsewhere.port },
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.click(await body.findByRole('button', { name: 'Zap 21 bits' }));
    await expect(await body.findByText(/Pay this invoice from any lightning wallet/)).toBeVisible();
    await expect(await body.findByText('Zapped 21 bits')).toBeVisible();
    await waitFor(() => expect(args.onZapped).toHaveBeenCalledWith(21));
    await expect(paidElsewhere.calls.paid).toBe(0);
    await expect(paidElsewhere.calls.pending).toEqual([]);
  },
};

/** Something unexpected broke while asking for the invoice: spec 2 §8's generic text, the amount kept to try again. */
export const UnexpectedError: Story = {
  args: { port: fakeZapPort({ invoiceError: new TypeError("Cannot read properties of undefined (reading 'pr')") }).port },
  play: async () => {
    const body = within(await dialog());
    await userEvent.click(await body.findByRole('button', { name: 'Zap 21 bits' }));
    await expect(await body.findByRole('alert')).toHaveTextContent(/^Failed to process zap\. Please try again\.$/);
    await expect(body.getByRole('button', { name: 'Zap 21 bits' })).toBeEnabled();
  },
};

/** A wallet pays at once: the zap is counted and the dialog reports it. */
export const PaidAtOnce: Story = {
  args: { port: fakeZapPort({ canPay: true }).port },
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.click(await body.findByRole('button', { name: 'Zap 21 bits' }));
    await expect(await body.findByText('Zapped 21 bits')).toBeVisible();
    await expect(args.onZapped).toHaveBeenCalledWith(21);
  },
};

/** The recipient takes nutzaps this wallet can pay: ecash instead of lightning (NIP-61). */
export const NutzapInstead: Story = {
  args: { port: fakeZapPort({ nutzaps: true }).port },
  play: async ({ args }) => {
    const body = within(await dialog());
    await userEvent.click(await body.findByRole('checkbox', { name: 'Send ecash (nutzap) instead of lightning' }));
    await userEvent.click(body.getByRole('button', { name: 'Zap 21 bits' }));
    await expect(await body.findByText('Nutzapped 21 bits')).toBeVisible();
    await expect(args.onZapped).toHaveBeenCalledWith(21);
  },
};

const ecashOnly = fakeZapPort({ planError: 'The user has no lightning address.', nutzaps: true, nutzapFailures: 1 });

/** No lightning address but a kind 10019: ecash only; a failed nutzap is tried again as ecash, never lightning. */
export const EcashOnlyRetried: Story = {
  args: { port: ecashOnly.port },
  play: async ({ args }) => {
    const body = within(await dialog());
    await expect(await body.findByText(/this zap goes as ecash/)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Zap 21 bits' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('Mint unreachable');
    await userEvent.click(body.getByRole('button', { name: 'Zap 21 bits' }));
    await expect(await body.findByText('Nutzapped 21 bits')).toBeVisible();
    await expect(ecashOnly.calls.invoices).toEqual([{ bits: 21, comment: 'nutzap' }]);
    await expect(args.onZapped).toHaveBeenCalledWith(21);
  },
};

const failing = fakeZapPort({ canPay: true, payError: 'Insufficient balance' });

/** The payment fails: the reason, the invoice kept for another wallet, the 10 s toast linking to the note. */
export const PaymentFailed: Story = {
  args: { port: failing.port, linkTo: '/note-path' },
  play: async () => {
    const body = within(await dialog());
    await userEvent.click(await body.findByRole('button', { name: 'Zap 21 bits' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('Insufficient balance');
    await expect(body.getByRole('link', { name: 'Open in wallet' })).toBeVisible();
    await expect(failing.calls.failureToasts.at(-1)).toEqual({ type: 'toast', kind: 'error', message: 'Zap to Alice (21 bits) failed. Insufficient balance', duration: 10_000, linkTo: '/note-path' });
  },
};

/** A long name in the title and a comment limited by the endpoint. */
export const LongNameShortComment: Story = {
  args: { name: 'Bartholomew Maximilian von Featherstonehaugh-Cholmondeley', port: fakeZapPort({ commentAllowed: 10 }).port },
  play: async () => {
    const body = within(await dialog('Zap Bartholomew Maximilian von Featherstonehaugh-Cholmondeley'));
    await expect(await body.findByLabelText('Comment', { exact: true })).toHaveAttribute('maxlength', '10');
  },
};
