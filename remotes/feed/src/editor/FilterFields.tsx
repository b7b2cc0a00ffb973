import type { Profile } from '@app/core';
import { TextInput } from '@app/ui';
import { setFilterField, type FeedConfig } from '../home/feed-core';
import { GeohashInput } from './GeohashInput';
import { KindPicker } from './KindPicker';
import { LimitField } from './NumberFields';
import { UserPicker } from './UserPicker';

export interface FilterFieldsProps {
  config: FeedConfig;
  onChange(config: FeedConfig): void;
  searchPeople(query: string, limit: number): Promise<Profile[]>;
}

/** The relay filter of a non-strategy feed; emptying a field removes it, an empty filter becomes unset. */
export function FilterFields({ config, onChange, searchPeople }: FilterFieldsProps) {
  const filter = config.filter ?? {};
  return (
    <>
      <KindPicker kinds={filter.kinds ?? []} onChange={(kinds) => onChange(setFilterField(config, 'kinds', kinds))} />
      <UserPicker legend="Authors" pubkeys={filter.authors ?? []} searchPeople={searchPeople} onChange={(authors) => onChange(setFilterField(config, 'authors', authors))} />
      <TextInput label="Search" value={filter.search ?? ''} onChange={(event) => onChange(setFilterField(config, 'search', event.target.value))} />
      <GeohashInput geohashes={filter['#g'] ?? []} onChange={(geohashes) => onChange(setFilterField(config, '#g', geohashes))} />
      <LimitField limit={filter.limit} onChange={(limit) => onChange(setFilterField(config, 'limit', limit))} />
    </>
  );
}
