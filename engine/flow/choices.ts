// Every choice the engine may wait on, listed once (each declared with defineChoice in its module, see
// engine/kernel/choices.ts), and how a `choose` command, a timeout and options() reach its handlers.
import type { ChoiceDecision } from '../core/frames';
import { fail, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { ChoiceDef, ChoiceName, ChoiceOf, ChoiceOption } from '../kernel/choices';
import type { CommandCtx } from '../kernel/context';
import type { Option } from '../kernel/options';
import { CONTENT } from './content';
import { contentChoices } from '../kernel/content';
import { RESEARCH_ABILITY_CHOICES } from '../economy/research-abilities';
import { RESEARCH_CHOICES } from '../economy/research';
import { AGENDA_CHOICES } from '../agenda';
import { RETREAT_CHOICES } from '../combat/retreat';
import { SPACE_CANNON_CHOICES } from '../combat/space-cannon';
import { COMBAT_TECH_CHOICES } from '../combat/combat-techs';
import { INVASION_CHOICES } from '../invasion/steps';
import { FLEET_POOL_CHOICES } from '../tactical/fleet-pool';
import { TRANSPORT_CHOICES } from '../tactical/transport';
import { INFANTRY_RETURN_CHOICES } from '../units/infantry-return';
import { PRODUCTION_CHOICES } from '../production/steps';
import { HAND_LIMIT_CHOICES } from '../phases/hand-limit';
import { STATUS_CHOICES } from '../phases/status';
import { POLITICS_CHOICES } from '../phases/cards/politics';
import { DIPLOMACY_CHOICES } from '../phases/cards/diplomacy';
import { WARFARE_CHOICES } from '../phases/cards/warfare';
import { LEADERSHIP_CHOICES } from '../phases/cards/leadership';
import { PRIMARY_AGAIN_CHOICES } from '../phases/cards/primary-again';
import { STARTING_TECHNOLOGY_CHOICES } from '../setup/starting-technologies';
import { SCORING_CHOICES } from '../objectives/scoring';

const LISTED = [
  ...contentChoices(CONTENT),
  ...HAND_LIMIT_CHOICES,
  ...STATUS_CHOICES,
  ...POLITICS_CHOICES,
  ...DIPLOMACY_CHOICES,
  ...WARFARE_CHOICES,
  ...LEADERSHIP_CHOICES,
  ...PRIMARY_AGAIN_CHOICES,
  ...STARTING_TECHNOLOGY_CHOICES,
  ...SCORING_CHOICES,
  ...PRODUCTION_CHOICES,
  ...INFANTRY_RETURN_CHOICES,
  ...TRANSPORT_CHOICES,
  ...FLEET_POOL_CHOICES,
  ...INVASION_CHOICES,
  ...COMBAT_TECH_CHOICES,
  ...SPACE_CANNON_CHOICES,
  ...RETREAT_CHOICES,
  ...AGENDA_CHOICES,
  ...RESEARCH_CHOICES,
  ...RESEARCH_ABILITY_CHOICES,
];

// Every choice declared (in ChoiceArgs) must be listed here, and the type checker says which is missing.
type Unlisted = Exclude<ChoiceName, (typeof LISTED)[number]['name']>;
const everyChoiceListed: [Unlisted] extends [never] ? true : { unlisted: Unlisted } = true;
void everyChoiceListed;

const DEFS: readonly ChoiceDef[] = LISTED;
const BY_NAME = new Map<string, ChoiceDef>(DEFS.map((d) => [d.name, d]));

/** The handlers of a stored choice decision; the decision's arguments are the ones its definition checks. */
interface Handlers {
  options(state: GameState, decision: ChoiceDecision, seat: Seat): ChoiceOption[];
  resolve(ctx: CommandCtx, decision: ChoiceDecision, option: string): Result<void>;
  default?(state: GameState, decision: ChoiceDecision, seat: Seat): string | undefined;
  readonly offersOnlyLegal?: true;
  readonly rule?: string;
}

function handlersOf(name: string): Handlers | undefined {
  const def = BY_NAME.get(name);
  // A stored decision's arguments were checked against the definition's schema when the game was loaded
  // (engine/flow/load.ts) and typed when pushed (pushChoice), so the definition may read them as its own.
  return def as Handlers | undefined;
}

export const choiceDefs = (): readonly ChoiceDef[] => DEFS;
/** The argument schema of a choice, or undefined for a name no definition has. */
export const choiceArgsSchema = (name: string) => BY_NAME.get(name)?.args;
export const choiceDefined = (name: string): boolean => handlersOf(name) !== undefined;

/** The options a seat has in a choice (none for an unknown choice). */
export function choiceOptionsOf(state: GameState, decision: ChoiceDecision, seat: Seat): ChoiceOption[] {
  return handlersOf(decision.choice)?.options(state, decision, seat) ?? [];
}

/** What a timeout picks for the seat, or undefined when the choice waits for the player. */
export function choiceDefault(state: GameState, decision: ChoiceDecision, seat: Seat): string | undefined {
  return handlersOf(decision.choice)?.default?.(state, decision, seat);
}

export function choose(ctx: CommandCtx, decision: ChoiceDecision, option: string): Result<void> {
  const kind = handlersOf(decision.choice);
  if (!kind) return fail('engine/unknown-choice', 'input', `Unknown choice ${decision.choice}.`);
  if (!kind.options(ctx.state, decision, ctx.seat).some((o) => o.option === option)) {
    const why = `"${option}" is not one of the offered options.`;
    return kind.rule ? fail('flow/not-an-option', kind.rule, why) : fail('input/not-an-option', 'input', why);
  }
  return kind.resolve(ctx, decision, option);
}

export function choiceOptions(state: GameState, decision: ChoiceDecision, seat: Seat): Option[] {
  const checked = handlersOf(decision.choice)?.offersOnlyLegal === true;
  return choiceOptionsOf(state, decision, seat).map((o) => ({
    command: { type: 'choose', option: o.option },
    label: o.label,
    group: 'Choose',
    ...(checked ? { checked: true as const } : {}),
  }));
}

export type { ChoiceOf };
