import type { Call } from '@app/core/p2p';

type Shown = Pick<Call, 'phase' | 'direction' | 'hasVideo' | 'endedBy'>;

const ENDED: Record<NonNullable<Call['endedBy']>, (name: string, call: Shown) => string> = {
  'hung-up': () => 'Call ended',
  remote: (name) => `${name} hung up`,
  declined: (name, call) => (call.direction === 'outgoing' ? `${name} declined the call` : 'Call declined'),
  disconnected: () => 'Connection lost',
  failed: () => 'Call failed',
};

/** The call panel's heading (its accessible name) for each phase. */
export function callHeading(name: string, call: Shown): string {
  const kind = call.hasVideo ? 'video' : 'audio';
  switch (call.phase) {
    case 'incoming':
      return `Incoming ${kind} call from ${name}`;
    case 'calling':
      return `Calling ${name}…`;
    case 'joining':
      return `Joining the call with ${name}…`;
    case 'active':
      return `Call with ${name}`;
    case 'ended':
      return ENDED[call.endedBy ?? 'hung-up'](name, call);
  }
}
