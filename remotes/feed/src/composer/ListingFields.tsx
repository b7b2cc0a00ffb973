import { TextInput } from '@app/ui';
import { LISTING_CURRENCIES, type ComposeInput, type ListingCurrency } from '@app/core';
import { Row, Select } from './composer-styles';

/** The NIP-99 fields of a listing the composer holds. */
export type ListingInput = Pick<ComposeInput, 'title' | 'summary' | 'location' | 'price'>;

export interface ListingFieldsProps {
  listing: ListingInput;
  onChange(patch: Partial<ListingInput>): void;
}

/** Market listing: title, summary, price {amount, currency, frequency} and location. */
export function ListingFields({ listing, onChange }: ListingFieldsProps) {
  const { title, summary, location, price } = listing;
  return (
    <>
      <TextInput label="Title" value={title} onChange={(event) => onChange({ title: event.target.value })} />
      <TextInput label="Summary" placeholder="A short tagline" value={summary} onChange={(event) => onChange({ summary: event.target.value })} />
      <Row>
        <TextInput label="Price" inputMode="decimal" value={price.amount} onChange={(event) => onChange({ price: { ...price, amount: event.target.value } })} />
        <Select aria-label="Currency" value={price.currency} onChange={(event) => onChange({ price: { ...price, currency: event.target.value as ListingCurrency } })}>
          {LISTING_CURRENCIES.map((currency) => (
            <option key={currency}>{currency}</option>
          ))}
        </Select>
        <TextInput label="Frequency" placeholder="e.g. month" value={price.frequency} onChange={(event) => onChange({ price: { ...price, frequency: event.target.value } })} />
      </Row>
      <TextInput label="Location" placeholder="e.g. Berlin" value={location} onChange={(event) => onChange({ location: event.target.value })} />
    </>
  );
}
