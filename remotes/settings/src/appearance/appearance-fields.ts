import { PRODUCT_NAME, type Settings } from '@app/core';
import type { BooleanKeys, FieldSpec, SelectOption } from '../ui';

type Appearance = Settings['appearance'];

/** The theme setting: the product's own (dark) theme is stored under the product's name. */
export const THEME_FIELD: FieldSpec<'theme'> = { key: 'theme', label: 'Theme' };

/** Spec 3 §3 appearance.theme values and their labels. */
export const THEME_OPTIONS: readonly SelectOption<string>[] = [
  { value: PRODUCT_NAME, label: 'Dark' },
  { value: 'light', label: 'Light' },
  { value: 'system', label: 'System' },
];

/** The layout switches of the appearance group. */
export const LAYOUT_TOGGLES: readonly FieldSpec<BooleanKeys<Appearance>>[] = [
  { key: 'showRightColumn', label: 'Show right column', hint: 'Search and widgets beside the page on wide screens' },
  { key: 'singleColumnLayout', label: 'Single-column layout', hint: 'Home shows one column instead of two' },
  { key: 'limitedMaxWidth', label: 'Limit page width', hint: 'Keep the page column narrow on wide screens' },
];
