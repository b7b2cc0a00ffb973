import type { Meta, StoryObj } from '@storybook/react';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NoteContent } from '../content/NoteContent';
import { InvoiceCard } from './InvoiceCard';
import { SAMPLE_CASHU_TOKEN, SAMPLE_INVOICE, SAMPLE_PAYMENT_REQUEST, SAMPLE_PAYMENT_REQUEST_NO_AMOUNT } from './paymentFixtures';
import { TwitchClip } from './TwitchClip';
import { installOfflineCore } from '../../../../storybook/preset/offline-core';

const meta = {
  title: 'Nostr/Embeds',
  component: NoteContent,
  args: { content: '' },
  loaders: [() => installOfflineCore()],
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
} satisfies Meta<typeof NoteContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MusicAndPodcastPlayers: Story = {
  args: {
    content: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC\nhttps://podcasts.apple.com/us/podcast/the-show/id123456\nhttps://open.spotify.com.evil.example/track/x',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const music = canvas.getByTestId('music-player');
    await expect(music).toHaveAttribute('src', 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC');
    await expect(music).toHaveAttribute('sandbox', expect.stringContaining('allow-scripts'));
    await expect(music.getBoundingClientRect().height).toBe(150);
    await expect(canvas.getByTestId('podcast-player').getBoundingClientRect().height).toBe(200);
    await expect(canvasElement.querySelectorAll('iframe')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: /evil\.example/ })).toHaveAttribute('target', '_blank');
  },
};

export const OwnHostLinksOpenInApp: Story = {
  render: () => <NoteContent content={`${location.origin}/settings and https://elsewhere.example/x`} />,
  play: async ({ canvasElement }) => {
    const [own, other] = within(canvasElement).getAllByRole('link');
    await expect(own).toHaveAttribute('href', '/settings');
    await expect(own).not.toHaveAttribute('target');
    await expect(other).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  },
};

export const TwitchClipFailure: Story = {
  render: () => <TwitchClip slug="SomeClip" url="https://clips.twitch.tv/SomeClip" failed />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to load Twitch clip')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Watch on Twitch' })).toHaveAttribute('href', 'https://clips.twitch.tv/SomeClip');
  },
};

export const PaymentCards: Story = {
  args: { content: `${SAMPLE_INVOICE}\n${SAMPLE_CASHU_TOKEN}\n${SAMPLE_PAYMENT_REQUEST}\n${SAMPLE_PAYMENT_REQUEST_NO_AMOUNT}\nlightning:alice@example.com` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invoice = await canvas.findByTestId('invoice-card'); // payment cards load on first use
    await expect(invoice).toHaveTextContent('2K bits');
    await expect(invoice).toHaveTextContent('Expired');
    await expect(await canvas.findByText('Thank you.')).toBeVisible();
    await expect(canvas.getByText('mint.example.com')).toBeVisible();
    await expect(await canvas.findByText('Coffee')).toBeVisible();
    await expect(await canvas.findByText('No amount specified')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Copy' })).toHaveLength(5);
    await expect(canvas.getAllByRole('button', { name: 'Pay' })).toHaveLength(2); // the payment requests; the invoice expired
  },
};

export const BadPaymentStrings: Story = {
  args: { content: 'cashuBo2Ftdf9ZWRhdGEgaXMgYmFk creqAbogusbogusbogus lnbc1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Invalid token')).toBeVisible();
    await expect(await canvas.findByText('Invalid payment request')).toBeVisible();
    await expect(canvas.queryByTestId('invoice-card')).toBeNull();
    await expect(await canvas.findByText(/lnbc1qqqq/)).toBeVisible();
  },
};

/** Where the router is (path and navigation state), so a card's navigation shows. */
function RouterLocation() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

/** The sample invoice was issued at 1648859703 (unix seconds) for 48 h: a minute later it is still payable. */
const SAMPLE_INVOICE_ISSUED_MS = 1_648_859_703_000;

export const UnexpiredInvoicePaysInWallet: Story = {
  render: () => (
    <>
      <InvoiceCard invoice={SAMPLE_INVOICE} now={SAMPLE_INVOICE_ISSUED_MS + 60_000} />
      <RouterLocation />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('invoice-card');
    await expect(card).toHaveTextContent('Expires in 1d');
    await userEvent.click(within(card).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Location' })).toHaveTextContent(`/wallet ${JSON.stringify({ invoice: SAMPLE_INVOICE })}`));
  },
};
