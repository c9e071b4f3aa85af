// LRR 89.2 movement step. Placeholder until the movement module lands: the active player moves nothing (89.2b).
import type { FlowCtx } from '../flow/context';

export const MOVEMENT_STEPS = {
  'tactical/movement': (_ctx: FlowCtx) => {},
} as const;
