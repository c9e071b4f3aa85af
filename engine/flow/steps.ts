// Every step the engine runs by itself, listed once (each declared with defineStep in its module, see
// engine/kernel/steps.ts). Step names are stored in the state, so renaming one is a schema change (bump
// SCHEMA_VERSION).
import { PLAY_STEPS } from '../abilities/play';
import { COMPONENT_ACTION_STEPS } from '../abilities/component-actions';
import { WINDOW_STEPS } from '../abilities/window-flow';
import { ACTION_STEPS } from '../phases/action';
import { HAND_LIMIT_STEPS } from '../phases/hand-limit';
import { ROUND_STEPS } from '../phases/round';
import { STATUS_STEPS } from '../phases/status';
import { STRATEGY_STEPS } from '../phases/strategy';
import { VICTORY_STEPS } from '../phases/victory';
import { ELIMINATION_STEPS } from '../phases/elimination';
import { SECRET_SETUP_STEPS } from '../setup/secret-objectives';
import { STARTING_TECHNOLOGY_STEPS } from '../setup/starting-technologies';
import { ACTIVATION_STEPS } from '../tactical/activation';
import { MOVEMENT_STEPS } from '../tactical/movement-steps';
import { COMBAT_STEPS } from '../combat/steps';
import { INVASION_STEPS } from '../invasion/steps';
import { PRODUCTION_STEPS } from '../production/steps';
import { INFANTRY_RETURN_STEPS } from '../units/infantry-return';
import { OBJECTIVE_STEPS } from '../objectives/status-scoring';
import { AGENDA_STEPS } from '../agenda';
import { CONTENT } from './content';
import { contentSteps } from '../kernel/content';
import type { StepFrame } from '../core/frames';
import { invariant } from '../core/result';
import type { FlowCtx } from '../kernel/context';
import type { StepDef, StepName } from '../kernel/steps';

const LISTED = [
  ...contentSteps(CONTENT),
  ...ROUND_STEPS,
  ...STRATEGY_STEPS,
  ...HAND_LIMIT_STEPS,
  ...VICTORY_STEPS,
  ...STATUS_STEPS,
  ...ELIMINATION_STEPS,
  ...ACTION_STEPS,
  ...SECRET_SETUP_STEPS,
  ...STARTING_TECHNOLOGY_STEPS,
  ...OBJECTIVE_STEPS,
  ...MOVEMENT_STEPS,
  ...ACTIVATION_STEPS,
  ...PRODUCTION_STEPS,
  ...INFANTRY_RETURN_STEPS,
  ...INVASION_STEPS,
  ...COMBAT_STEPS,
  ...AGENDA_STEPS,
  ...PLAY_STEPS,
  ...COMPONENT_ACTION_STEPS,
  ...WINDOW_STEPS,
];

// Every step declared (in StepArgs) must be listed here, and the type checker says which is missing.
type Unlisted = Exclude<StepName, (typeof LISTED)[number]['name']>;
const everyStepListed: [Unlisted] extends [never] ? true : { unlisted: Unlisted } = true;
void everyStepListed;

const DEFS: readonly StepDef[] = LISTED;
const BY_NAME = new Map<string, StepDef>(DEFS.map((d) => [d.name, d]));

export const stepDefs = (): readonly StepDef[] => DEFS;
export const stepDefined = (name: string): boolean => BY_NAME.has(name);

/** Runs one step frame taken off the stack. */
export function runStepFrame(ctx: FlowCtx, frame: StepFrame): void {
  const def = BY_NAME.get(frame.step);
  // A stored frame's arguments were checked against the definition's schema when the game was loaded
  // (engine/flow/load.ts) and typed when pushed (pushStep), so the handler may read them as its own.
  invariant(def, `no handler for step ${frame.step}`);
  (def.run as (c: FlowCtx, a: unknown) => void)(ctx, frame.args ?? {});
}

/** The argument schema of a step, or undefined for a name no definition has. */
export const stepArgsSchema = (name: string) => BY_NAME.get(name)?.args;
