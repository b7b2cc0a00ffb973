import { getCore } from '@app/core';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureServices } from '../composer/composer-fixtures';
import { ComposerServicesProvider } from '../composer/composer-services';
import NewPostPage from './NewPostPage';

const STORY_KEY = '1'.repeat(64);

const meta = {
  title: 'Pages/NewPostPage',
  component: NewPostPage,
} satisfies Meta<typeof NewPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the composer is hidden and the page says what is needed. */
export const SignedOut: Story = {
  loaders: [async () => (await getCore().signer()).logout()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'New Post' })).toBeVisible();
    await expect(canvas.getByText('Sign in to post')).toBeVisible();
    await expect(canvas.queryByLabelText("What's on your mind?")).toBeNull();
  },
};

/** Signed in (the offline core's signer with a story key): always expanded, with a preview of the text. */
export const SignedIn: Story = {
  loaders: [async () => void (await (await getCore().signer()).loginWithPrivateKey(STORY_KEY))],
  decorators: [(Story) => <ComposerServicesProvider services={fixtureServices()}>{Story()}</ComposerServicesProvider>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'New Post' })).toBeVisible();
    const text = await canvas.findByLabelText("What's on your mind?");
    await expect(canvas.getByTestId('composer-post')).toBeDisabled();
    await userEvent.type(text, 'Hello from /new #intro');
    await expect(canvas.getByRole('region', { name: 'Preview' })).toHaveTextContent('Hello from /new #intro');
    await expect(canvas.getByRole('link', { name: '#intro' })).toBeVisible();
  },
};
