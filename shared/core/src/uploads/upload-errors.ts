/** Spec 2 §5 and §8: upload error texts. */
export const UPLOAD_ERRORS = {
  noDefaultServer: 'No default media server configured',
  unsupportedProtocol: (protocol: string) => `Unsupported media server protocol: ${protocol}`,
  status: (status: number, response: string) => `Upload failed with status ${status}: ${response}`,
  unauthorizedHint: ' (Unauthorized: the media server did not accept your signed authorization)',
  urlNotFound: (server: string) => `URL not found in response from ${server}`,
  parseFailed: (server: string) => `Failed to parse response from ${server}`,
  uploadFailed: (server: string, reason: string) => `Upload to ${server} failed: ${reason}`,
} as const

/** Spec 2 §4: a failed file's error is cleared after 10 s. */
export const UPLOAD_ERROR_CLEAR_MS = 10_000
/** Spec 2 §9: blob auth events expire after 300 s. */
export const BLOSSOM_AUTH_EXPIRY_S = 300
