// Every technology that acts in the flow, as content modules (engine/kernel/content.ts), listed once: abilities used
// in windows or as component actions, and their steps and choices. What a technology changes in the rules while owned
// is an effects provider (engine/effects/providers.ts). Generic technologies read as unit values or checked where
// their rule is (AI Development Algorithm in production, Gravity Drive in movement...) need no module here.
import { defineContent } from '../kernel/content';
import { PREDICTIVE_INTELLIGENCE_VOTES } from './predictive-intelligence-votes';
import { PSYCHOARCHAEOLOGY } from './psychoarchaeology';
import { SLING_RELAY } from './sling-relay';
import { TRANSIT_DIODES_CONTENT } from './transit-diodes';
import { TURN_TECHNOLOGIES } from './turn-technologies';

export const TECHNOLOGY_CONTENT = [
  defineContent({ abilities: TURN_TECHNOLOGIES }),
  defineContent({ abilities: [SLING_RELAY] }),
  TRANSIT_DIODES_CONTENT,
  PREDICTIVE_INTELLIGENCE_VOTES,
  defineContent({ abilities: [PSYCHOARCHAEOLOGY] }),
] as const;
