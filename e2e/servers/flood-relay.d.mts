export type FloodMode = 'mixed' | 'big' | 'garbage' | 'off-filter' | 'silent'
export interface FloodRelay {
  url: string
  stats: { connections: number; reqs: number; closesIgnored: number; frames: number; bytes: number }
  openSockets(): number
  close(): Promise<void>
}
export function startFloodRelay(opts?: { port?: number; mode?: FloodMode; total?: number }): Promise<FloodRelay>
