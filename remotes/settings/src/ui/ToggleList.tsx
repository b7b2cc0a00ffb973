import type { BooleanKeys, FieldSpec } from './field-spec';
import { ToggleField } from './ToggleField';

export interface ToggleListProps<T> {
  fields: readonly FieldSpec<BooleanKeys<T>>[];
  values: T;
  onChange: (partial: Partial<T>) => void;
}

/** One ToggleField per boolean setting of `fields`, each saving its own key. */
export function ToggleList<T>({ fields, values, onChange }: ToggleListProps<T>) {
  return fields.map((field) => (
    <ToggleField
      key={field.key}
      label={field.label}
      hint={field.hint}
      checked={values[field.key] as boolean}
      onChange={(checked) => onChange({ [field.key]: checked } as Partial<T>)}
    />
  ));
}
