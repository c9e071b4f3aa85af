// LRR 77 space cannon, 10 anti-fighter barrage, 78 space combat, 42 ground combat: every step the combat module
// runs, for the registry in engine/flow/steps.ts. The tactical action pushes 'tactical/space-cannon-offense' and
// 'tactical/space-combat'; the invasion pushes SPACE_CANNON_DEFENSE_STEP and GROUND_COMBAT_STEP per planet.
import { ABILITY_HIT_STEPS } from './ability-hits';
import { AS_SHIPS_STEPS } from './as-ships';
import { COMBAT_AFB_STEPS } from './anti-fighter-barrage';
import { COMBAT_ROUND_STEPS } from './combat-round';
import { COMBAT_TECH_STEPS } from './combat-techs';
import { COMBAT_GROUND_STEPS } from './ground-combat';
import { COMBAT_HIT_STEPS } from './hits';
import { COMBAT_RETREAT_STEPS } from './retreat';
import { COMBAT_SPACE_CANNON_STEPS } from './space-cannon';
import { COMBAT_SPACE_STEPS } from './space-combat';

export { GROUND_COMBAT_STEP } from './ground-combat';
export { SPACE_CANNON_DEFENSE_STEP } from './space-cannon';

export const COMBAT_STEPS = [
  ...COMBAT_SPACE_CANNON_STEPS,
  ...COMBAT_SPACE_STEPS,
  ...COMBAT_AFB_STEPS,
  ...COMBAT_ROUND_STEPS,
  ...COMBAT_RETREAT_STEPS,
  ...COMBAT_TECH_STEPS,
  ...COMBAT_GROUND_STEPS,
  ...COMBAT_HIT_STEPS,
  ...ABILITY_HIT_STEPS,
  ...AS_SHIPS_STEPS,
];
