import { demo, expect, test } from '../support/fixtures';

const WIKI = 'https://en.wikipedia.org/wiki/Bitcoin_(disambiguation)';

test('the demo article page renders its markdown with the shared renderer: headings, emphasis, a table, links', async ({ page }) => {
  await page.goto(`/${demo.articleNaddr}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: 'Getting started with the demo relay' })).toBeVisible();
  const body = article.getByTestId('article-body');
  await expect(body.getByRole('heading', { level: 3, name: 'What is on the relay' })).toBeVisible();
  await expect(body.locator('strong', { hasText: 'deterministic' })).toBeVisible();
  await expect(body.locator('em', { hasText: 'coffee' })).toBeVisible();
  await expect(body.locator('del', { hasText: 'Random data' })).toBeVisible();
  await expect(body.getByRole('columnheader')).toHaveText(['Kind', 'What it is', 'Roughly']);
  await expect(body.getByRole('row', { name: /30023/ })).toContainText('This article');
  const wiki = body.getByRole('link', { name: WIKI });
  await expect(wiki).toHaveAttribute('href', WIKI);
  await expect(wiki).toHaveAttribute('target', '_blank');
  await expect(body.getByText(/\(see https:\/\/en\.wikipedia\.org\/wiki\/Bitcoin_\(disambiguation\)\)\./)).toBeVisible();
  await expect(body.getByRole('link', { name: 'NIPs repository' })).toHaveAttribute('href', 'https://github.com/nostr-protocol/nips');
  await expect(body.locator('pre code')).toHaveText('node scripts/relay/main.mjs --port 7777');
  await expect(page.getByRole('region', { name: 'More from this author' })).toBeVisible();
});
