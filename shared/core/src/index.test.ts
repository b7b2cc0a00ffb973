import { describe, expect, it } from 'vitest'
import * as core from './index'

/** The narrow public API of @app/core: a change here is a change for every remote. */
const PUBLIC_API = [
  'DEFAULT_SOCIAL_GRAPH_ROOT',
  'IMAGE_FALLBACK_MS',
  'SIGNER_ERRORS',
  'SOCIAL_ERRORS',
  'UNKNOWN_FOLLOW_DISTANCE',
  'addressPath',
  'createBus',
  'createCore',
  'createRelayListStore',
  'createRelayPool',
  'createTimeline',
  'decodeNostrLink',
  'displayName',
  'getCore',
  'hasCore',
  'imageSrc',
  'nextImageState',
  'normalizeRelayUrl',
  'notePath',
  'npubEncode',
  'parseRuntimeConfig',
  'profilePath',
  'proxyImageUrl',
  'setCore',
  'shortNpub',
  'startImage',
]

describe('@app/core public API', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(core).sort()).toEqual(PUBLIC_API)
  })
})
