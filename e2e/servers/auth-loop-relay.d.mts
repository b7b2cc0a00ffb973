export interface AuthLoopRelay {
  url: string
  stats: { connections: number; reqs: number; authsPerConnection: number[] }
  close(): Promise<void>
}
export function startAuthLoopRelay(opts?: { port?: number }): Promise<AuthLoopRelay>
