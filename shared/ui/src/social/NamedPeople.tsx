import { Fragment } from 'react';
import { renderPlainName, type RenderName } from '../people/PersonLink';
import { namedAndRest } from './followRules';

export interface NamedPeopleProps {
  pubkeys: string[];
  renderName?: RenderName;
  /** The words after the count, e.g. 'you follow' in 'and 4 others you follow'. */
  restSuffix?: string;
}

/** The first three people by name, then 'and N others{suffix}' when there are more. */
export function NamedPeople({ pubkeys, renderName = renderPlainName, restSuffix = '' }: NamedPeopleProps) {
  const { named, rest } = namedAndRest(pubkeys);
  return (
    <>
      {named.map((pubkey, index) => (
        <Fragment key={pubkey}>
          {index > 0 && ', '}
          {renderName(pubkey)}
        </Fragment>
      ))}
      {rest > 0 && ` and ${rest} ${rest === 1 ? 'other' : 'others'}${restSuffix}`}
    </>
  );
}
