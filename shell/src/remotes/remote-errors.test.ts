import { describe, expect, it } from 'vitest';
import { describeLoadFailure, missingSharedModule } from './remote-errors';

// The message @module-federation/webpack-bundler-runtime throws for a shared module with `import: false` that no
// container provides (getShortErrorMsg's layout: text, #code, args, link).
const RUNTIME_012 =
  '[ Federation Runtime ]: The getter for the shared module is not a function. This may be caused by setting "shared.import: false" without the host providing the corresponding lib. #RUNTIME-012\n' +
  'args: {"shareKey":"@app/ui/wallet"}\nhttps://module-federation.io/guide/troubleshooting/runtime/RUNTIME-012';

describe('remote load failures', () => {
  it('names the shared entry point a newer remote needs and the shell lacks', () => {
    expect(missingSharedModule(new Error(RUNTIME_012))).toBe('@app/ui/wallet');
    const failure = describeLoadFailure(new Error(RUNTIME_012));
    expect(failure.message).toBe('It needs @app/ui/wallet, which this version of the app does not provide.');
    expect(failure.cause).toBeInstanceOf(Error);
  });

  it('keeps every other failure as it is', () => {
    const offline = new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');
    expect(missingSharedModule(offline)).toBeUndefined();
    expect(describeLoadFailure(offline)).toBe(offline);
    expect(describeLoadFailure('boom').message).toBe('boom');
  });
});
