import type { RelayInformation } from '@app/core';

/** A relay's NIP-11 information document (fetched and cached 24 h by the core's relay-info service). */
export type RelayInfo = RelayInformation;
