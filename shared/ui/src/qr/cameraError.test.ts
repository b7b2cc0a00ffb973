import { describe, expect, it } from 'vitest';
import { cameraErrorMessage } from './cameraError';

describe('cameraErrorMessage', () => {
  it.each([
    ['NotAllowedError', 'Camera permission denied'],
    ['SecurityError', 'Camera permission denied'],
    ['NotFoundError', 'No camera found'],
    ['OverconstrainedError', 'No camera found'],
    ['NotReadableError', 'The camera is in use by another app'],
    ['NotSupportedError', 'The camera is not available in this browser'],
    ['AbortError', 'Could not start the camera'],
  ])('explains %s', (name, message) => {
    expect(cameraErrorMessage(new DOMException('x', name))).toBe(message);
  });

  it('explains anything else generically', () => {
    expect(cameraErrorMessage('weird')).toBe('Could not start the camera');
    expect(cameraErrorMessage(new TypeError('x'))).toBe('Could not start the camera');
  });
});
