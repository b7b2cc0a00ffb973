import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CONFIGURED_PROXY, DEFAULTS, LONG_URL } from '../stories/settings-fixtures';
import { renderStateful } from '../stories/stateful-view';
import { SAMPLE_IMAGE_URL } from './imgproxy-fields';
import { ImgproxySettingsView } from './ImgproxySettingsView';

const meta = {
  title: 'Views/ImgproxySettingsView',
  component: ImgproxySettingsView,
  args: { value: CONFIGURED_PROXY, onChange: fn() },
} satisfies Meta<typeof ImgproxySettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('textbox', { name });
const encodedSample = btoa(SAMPLE_IMAGE_URL).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const Configured: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Image proxy' })).toBeInTheDocument();
    await expect(textbox(canvasElement, 'Proxy URL')).toHaveValue(CONFIGURED_PROXY.url);
    await expect(await canvas.findByText('Images load through the proxy:')).toBeVisible();
    const address = canvas.getByTestId('proxied-url');
    await expect(address.textContent).toMatch(/^https:\/\/imgproxy\.example\.com\/[\w-]{43}\/rs:fit:320:180\/dpr:2\//);
    await expect(address.textContent!.endsWith(encodedSample)).toBe(true);
    await expect(canvas.getByRole('img', { name: 'Sample image as the app would load it' })).toHaveAttribute('src', address.textContent!);
    await expect(getComputedStyle(address).fontFamily).toMatch(/mono/i);
  },
};

export const NotConfigured: Story = {
  args: { value: DEFAULTS.imgproxy },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/The proxy is off or incomplete/)).toBeVisible();
    await expect(canvas.getByTestId('proxied-url')).toHaveTextContent(SAMPLE_IMAGE_URL);
  },
};

export const Disabled: Story = {
  render: renderStateful(ImgproxySettingsView),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Images load through the proxy:')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Load images through the proxy' }));
    await expect(args.onChange).toHaveBeenCalledWith({ enabled: false });
    await expect(await canvas.findByText(/The proxy is off or incomplete/)).toBeVisible();
    await expect(canvas.getByTestId('proxied-url')).toHaveTextContent(SAMPLE_IMAGE_URL);
  },
};

export const ChangedSaltResignsThePreview: Story = {
  render: renderStateful(ImgproxySettingsView),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Images load through the proxy:');
    const before = canvas.getByTestId('proxied-url').textContent;
    await userEvent.clear(textbox(canvasElement, 'Salt'));
    await userEvent.type(textbox(canvasElement, 'Salt'), 'a1b2');
    await expect(args.onChange).toHaveBeenLastCalledWith({ salt: 'a1b2' });
    await expect(await canvas.findByText('Images load through the proxy:')).toBeVisible();
    await expect(canvas.getByTestId('proxied-url').textContent).not.toBe(before);
  },
};

export const InvalidUrl: Story = {
  play: async ({ canvasElement, args }) => {
    const field = textbox(canvasElement, 'Proxy URL');
    await userEvent.clear(field);
    await userEvent.type(field, 'imgproxy.example.com');
    await expect(await within(canvasElement).findByText('Enter a full address starting with https:// or http://')).toBeVisible();
    await expect(field).toBeInvalid();
    await expect(args.onChange).not.toHaveBeenCalledWith({ url: 'imgproxy.example.com' });
  },
};

export const InvalidKeyAndSalt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(textbox(canvasElement, 'Key'));
    await userEvent.type(textbox(canvasElement, 'Key'), 'xyz');
    await expect(await canvas.findByText('Use hex digits only (0–9, a–f)')).toBeVisible();
    await userEvent.clear(textbox(canvasElement, 'Salt'));
    await userEvent.type(textbox(canvasElement, 'Salt'), 'abc');
    await expect(await canvas.findByText('Needs an even number of hex digits')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalledWith({ key: 'xyz' });
    await expect(args.onChange).not.toHaveBeenCalledWith({ salt: 'abc' });
  },
};

export const LongContent: Story = {
  args: { value: { ...CONFIGURED_PROXY, url: LONG_URL } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Images load through the proxy:')).toBeVisible();
    const address = canvas.getByTestId('proxied-url');
    await expect(address.scrollWidth).toBeLessThanOrEqual(address.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
