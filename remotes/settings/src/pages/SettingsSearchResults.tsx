import styled from '@emotion/styled';
import { Link } from '@app/ui';
import type { CatalogEntry } from '../catalog/settings-catalog';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  padding: ${(p) => p.theme.spacing.sm}px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  overflow-wrap: anywhere;
`;

const Section = styled.span`
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
`;

const Status = styled.p`
  color: ${(p) => p.theme.colors.muted};
  overflow-wrap: anywhere;
`;

export interface SettingsSearchResultsProps {
  query: string;
  results: readonly CatalogEntry[];
}

/** The settings matching a search, each linking to its page, with the count announced as it changes. */
export function SettingsSearchResults({ query, results }: SettingsSearchResultsProps) {
  const count = results.length === 1 ? '1 setting found' : `${results.length} settings found`;
  return (
    <>
      <Status role="status">{results.length ? count : `No settings match "${query.trim()}"`}</Status>
      {results.length > 0 && (
        <List aria-label="Matching settings">
          {results.map((entry) => (
            <Item key={`${entry.path}#${entry.key}`}>
              <Link to={entry.path}>{entry.label}</Link> <Section>· {entry.section}</Section>
            </Item>
          ))}
        </List>
      )}
    </>
  );
}
