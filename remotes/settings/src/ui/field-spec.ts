/** A setting as the pages show it and the settings search finds it: its store key, label and optional hint. */
export interface FieldSpec<K extends string = string> {
  key: K;
  label: string;
  hint?: string;
}

/** The keys of `T` whose values are booleans. */
export type BooleanKeys<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string;
