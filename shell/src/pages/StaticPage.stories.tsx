import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { StaticPage } from './StaticPage';
import { STATIC_TEXTS, type StaticPageName } from './static-texts';

const meta = {
  title: 'Pages/StaticPage',
  component: StaticPage,
  args: { page: 'about' },
} satisfies Meta<typeof StaticPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's title as its heading and each of its paragraphs. */
function showsTexts(page: StaticPageName): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { title, paragraphs } = STATIC_TEXTS[page];
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    for (const text of paragraphs) await expect(canvas.getByText(text)).toBeVisible();
  };
}

/** /about. */
export const About: Story = {
  args: { page: 'about' },
  play: showsTexts('about'),
};

/** /terms: the terms the legal settings ask the user to accept. */
export const Terms: Story = {
  args: { page: 'terms' },
  play: showsTexts('terms'),
};

/** /privacy. */
export const Privacy: Story = {
  args: { page: 'privacy' },
  play: showsTexts('privacy'),
};

/**
 * /csae, the child safety standards page. Spec 1 does not show its text, so the page states the product's own
 * standards: CSAE material is prohibited, flagged keys are blocked from display, and where to report concerns.
 */
export const ChildSafety: Story = {
  args: { page: 'csae' },
  play: async (context) => {
    await showsTexts('csae')!(context);
    await expect(within(context.canvasElement).getByText(/Public keys flagged by third-party providers are blocked from display/)).toBeVisible();
  },
};
