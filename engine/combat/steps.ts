// LRR 77.2 space cannon offense and 89.3/78 space combat. Placeholder until the combat module lands.
import type { FlowCtx } from '../flow/context';

export const COMBAT_STEPS = {
  'tactical/space-cannon-offense': (_ctx: FlowCtx) => {},
  'tactical/space-combat': (_ctx: FlowCtx) => {},
} as const;
