import type { Decorator } from '@storybook/react';

/**
 * For a story whose component draws nothing in the canvas in its state (it renders null, or a dialog over the page):
 * a caption says so, so the canvas is not mistaken for a broken story (the built Storybook's smoke check needs it).
 */
export const withCaption =
  (caption: string): Decorator =>
  (Story) => (
    <figure style={{ margin: 0 }}>
      <figcaption>{caption}</figcaption>
      <div data-testid="subject">
        <Story />
      </div>
    </figure>
  );
