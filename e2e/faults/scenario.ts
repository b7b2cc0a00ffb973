import { test } from '../support/fixtures';

export { expect, test } from '../support/fixtures';

/** Adds one finding to the scenario's 'checked' column (a figure or a fact the scenario asserted). */
export function checked(text: string): void {
  test.info().annotations.push({ type: 'checked', description: text });
}
