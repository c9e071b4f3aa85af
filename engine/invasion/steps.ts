// LRR 89.4/49 invasion. Placeholder until the invasion module lands.
import type { FlowCtx } from '../flow/context';

export const INVASION_STEPS = {
  'tactical/invasion': (_ctx: FlowCtx) => {},
} as const;
