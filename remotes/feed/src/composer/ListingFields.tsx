import { TextInput } from '@app/ui';
import { LISTING_CURRENCIES, type ListingCurrency, type ListingPrice } from '@app/core';
import { Row, Select } from './composer-styles';

export interface ListingFieldsProps {
  title: string;
  price: ListingPrice;
  onTitle(title: string): void;
  onPrice(price: ListingPrice): void;
}

/** Market listing: title and price {amount, currency, frequency}. */
export function ListingFields({ title, price, onTitle, onPrice }: ListingFieldsProps) {
  return (
    <>
      <TextInput label="Title" value={title} onChange={(event) => onTitle(event.target.value)} />
      <Row>
        <TextInput label="Price" inputMode="decimal" value={price.amount} onChange={(event) => onPrice({ ...price, amount: event.target.value })} />
        <Select aria-label="Currency" value={price.currency} onChange={(event) => onPrice({ ...price, currency: event.target.value as ListingCurrency })}>
          {LISTING_CURRENCIES.map((currency) => (
            <option key={currency}>{currency}</option>
          ))}
        </Select>
        <TextInput label="Frequency" placeholder="e.g. month" value={price.frequency} onChange={(event) => onPrice({ ...price, frequency: event.target.value })} />
      </Row>
    </>
  );
}
