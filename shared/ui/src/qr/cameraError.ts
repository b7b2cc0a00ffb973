/** A clear message for a camera that could not be started (getUserMedia's error names). */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'Camera permission denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'No camera found';
    case 'NotReadableError':
      return 'The camera is in use by another app';
    case 'NotSupportedError':
      return 'The camera is not available in this browser';
    default:
      return 'Could not start the camera';
  }
}
