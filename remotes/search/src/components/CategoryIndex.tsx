import styled from '@emotion/styled';
import type { MarketCategory } from '@app/core/search';
import { EmptyState, ErrorState, Link, Spinner } from '@app/ui';
import type { AsyncState } from './useAsync';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 8px 16px;
`;

const Chip = styled(Link)`
  display: inline-block;
  max-width: 20ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  padding: 4px 10px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: inherit;
  text-decoration: none;
  vertical-align: middle;
`;

/** The page of a market category (its tag, URL-encoded, spec 2). */
export const categoryPath = (tag: string) => `/m/${encodeURIComponent(tag)}`;

const sellers = (count: number) => (count === 1 ? '1 seller' : `${count} sellers`);

/** Categories to browse by: each tag with its listing count (and sellers as the title). */
export function CategoryChips({ categories, label }: { categories: Pick<MarketCategory, 'tag' | 'count' | 'users'>[]; label: string }) {
  return (
    <Chips aria-label={label}>
      {categories.map(({ tag, count, users }) => (
        <li key={tag}>
          <Chip to={categoryPath(tag)} title={users.length ? `${tag}: ${count} listings by ${sellers(users.length)}` : tag}>
            {tag} ({count})
          </Chip>
        </li>
      ))}
    </Chips>
  );
}

/** /m's category index, or on a category page the tags listed with it; loading, empty and error states. */
export function CategoryIndex({ index, category }: { index: AsyncState<MarketCategory[]>; category?: string }) {
  if (index.state === 'loading') return <Spinner label="Loading categories" />;
  if (index.state === 'error') return <ErrorState title="Categories unavailable" message={index.message} />;
  if (index.state !== 'done') return null;
  if (!category) return index.value.length ? <CategoryChips categories={index.value} label="Categories" /> : <EmptyState title="No categories yet" />;
  const related = index.value.find((entry) => entry.tag === category.toLowerCase())?.related ?? [];
  return related.length ? <CategoryChips categories={related.map((entry) => ({ ...entry, users: [] }))} label="Related categories" /> : null;
}
