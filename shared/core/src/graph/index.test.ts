import { describe, expect, it } from 'vitest'
import * as graph from './index'

describe('graph public API', () => {
  it('exports the store factory and the spec constants, nothing else', () => {
    expect(Object.keys(graph).sort()).toEqual([
      'DEFAULT_SOCIAL_GRAPH_ROOT',
      'GRAPH_CRAWL_BATCH_SIZE',
      'GRAPH_CRAWL_INTERVAL_MS',
      'GRAPH_DOWNLOAD_MAX_NODES',
      'GRAPH_SAVE_DEBOUNCE_MS',
      'UNKNOWN_FOLLOW_DISTANCE',
      'createSocialGraph',
    ])
    expect([graph.GRAPH_CRAWL_BATCH_SIZE, graph.GRAPH_CRAWL_INTERVAL_MS, graph.GRAPH_SAVE_DEBOUNCE_MS, graph.GRAPH_DOWNLOAD_MAX_NODES]).toEqual([
      500, 5000, 15000, 50000,
    ])
  })
})
