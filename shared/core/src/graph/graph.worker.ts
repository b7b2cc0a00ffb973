// The social graph's Worker: hosts the graph engine and answers the main-thread proxy (graph-rpc.ts).
import { DEFAULT_SOCIAL_GRAPH_ROOT } from './graph-constants'
import { createGraphEngine } from './graph-engine'
import { serveGraphBackend, type MessageEndpoint } from './graph-rpc'

serveGraphBackend(self as unknown as MessageEndpoint, createGraphEngine(DEFAULT_SOCIAL_GRAPH_ROOT))
