import styled from '@emotion/styled';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import children from '../children.json' with { type: 'json' };

const Intro = styled.div`
  max-width: 640px;
  padding: ${(p) => p.theme.spacing.xl}px;
`;

function Welcome() {
  return (
    <Intro>
      <h1>Nostr client Storybook</h1>
      <p>
        One Storybook per package, composed here. Each package is a section in the sidebar; the
        shared design system is <strong>UI</strong>, the rest are the remotes.
      </p>
      <ul>
        {children.map((child) => (
          <li key={child.id}>
            <strong>{child.title}</strong> — <code>{child.dir}</code> (<code>npm run storybook -w {child.dir}</code>, port{' '}
            {child.port})
          </li>
        ))}
      </ul>
    </Intro>
  );
}

const meta = {
  title: 'Welcome',
  component: Welcome,
} satisfies Meta<typeof Welcome>;

export default meta;

export const Overview: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
