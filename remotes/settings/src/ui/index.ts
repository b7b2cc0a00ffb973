// The settings controls every page of this remote builds on.
export { ToggleField, type ToggleFieldProps } from './ToggleField';
export { ToggleList, type ToggleListProps } from './ToggleList';
export { NumberField, type NumberFieldProps } from './NumberField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { TextField, type TextFieldProps } from './TextField';
export { ValidatedTextField, type ValidatedTextFieldProps } from './ValidatedTextField';
export { SettingsSection, type SettingsSectionProps } from './SettingsSection';
export { FieldHint, FieldRow } from './field-parts';
export type { BooleanKeys, FieldSpec } from './field-spec';
