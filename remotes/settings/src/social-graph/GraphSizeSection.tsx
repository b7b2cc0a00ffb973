import styled from '@emotion/styled';
import { useId } from 'react';
import type { GraphStats } from '@app/core';
import { Button, Spinner } from '@app/ui';
import { distanceBuckets } from './distance-buckets';
import { ErrorNote, Note, Section, SectionTitle } from './graph-styles';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(96px, 1fr));
  gap: ${(p) => p.theme.spacing.sm}px;
  margin: 0 0 ${(p) => p.theme.spacing.md}px;
  & > div {
    padding: ${(p) => p.theme.spacing.sm}px;
    border-radius: ${(p) => p.theme.radius.md}px;
    background: ${(p) => p.theme.colors.surface};
  }
  dt {
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.sm}px;
  }
  dd {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg}px;
    font-weight: 600;
    color: ${(p) => p.theme.colors.text};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm}px;
`;

const count = new Intl.NumberFormat('en-US');

function FigureList({ label, figures }: { label: string; figures: [string, number][] }) {
  return (
    <Figures aria-label={label}>
      {figures.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{count.format(value)}</dd>
        </div>
      ))}
    </Figures>
  );
}

export interface GraphSizeSectionProps {
  /** undefined while the graph loads. */
  stats?: GraphStats;
  crawling: boolean;
  recrawling: boolean;
  onRecrawl: () => void;
  /** Why the graph cannot be downloaded (no service configured); null when it can. */
  downloadUnavailable: string | null;
  downloading: boolean;
  onDownload: () => void;
  /** Download failures, as the graph reported them. */
  errors: string[];
}

/** Graph size (users, follows, mutes), users per distance 0 / 1 / 2 / 3+, Recrawl and Download graph with their errors. */
export function GraphSizeSection(props: GraphSizeSectionProps) {
  const { stats, crawling, recrawling, downloadUnavailable, downloading, errors } = props;
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Graph size</SectionTitle>
      {stats ? (
        <>
          <FigureList label="Graph totals" figures={[['Users', stats.users], ['Follows', stats.follows], ['Mutes', stats.mutes]]} />
          <FigureList label="Users by follow distance" figures={distanceBuckets(stats.sizeByDistance).map((b) => [`Distance ${b.label}`, b.count])} />
        </>
      ) : (
        <Spinner label="Loading the social graph" />
      )}
      {crawling && !recrawling && <Note role="status">Fetching follow lists…</Note>}
      <Actions>
        <Button variant="secondary" onClick={props.onRecrawl} disabled={!stats || recrawling}>
          {recrawling ? 'Recrawling…' : 'Recrawl'}
        </Button>
        <Button variant="secondary" onClick={props.onDownload} disabled={!stats || downloadUnavailable !== null} loading={downloading}>
          {downloading ? 'Downloading…' : 'Download graph'}
        </Button>
      </Actions>
      {downloadUnavailable && <Note data-testid="download-unavailable">{downloadUnavailable}</Note>}
      {errors.map((error, index) => (
        <ErrorNote key={index} role="alert">
          {error}
        </ErrorNote>
      ))}
    </Section>
  );
}
