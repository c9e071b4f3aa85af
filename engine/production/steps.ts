// LRR 89.5/67 production. Placeholder until the production module lands.
import type { FlowCtx } from '../flow/context';

export const PRODUCTION_STEPS = {
  'tactical/production': (_ctx: FlowCtx) => {},
} as const;
