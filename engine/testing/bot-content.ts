// The random bot's opt-in content habit (`content: true`, with the invasion habit of bot-invade.ts), so that fuzz
// games exercise the cards, abilities and leaders rather than pass them by. Picked uniformly, a component action is
// one option among dozens of system activations and a window's card one among its passes; and the custodians token
// (27.2: 6 influence) is seldom removed, so the agenda phase (8) is seldom reached. This habit still chooses only
// among options() (or the invasion habit's moves, checked by apply); options() itself is untouched:
//  - an option that removes the custodians token is taken (27.2), and Mecatol Rex is activated when a loaded
//    source lies near and the influence is there;
//  - while it has ground forces near Mecatol Rex, a seat that could pay for the custodians token mostly refuses a
//    pick that would leave it unable to (it saves its influence for 27.2);
//  - abilities (window uses, component actions: action cards, leaders, relics, relic fragments) are preferred
//    over everything else offered beside them, and casting votes over abstaining (8.6).
import type { Rng } from '../core/rng';
import type { GameState, Seat } from '../core/state';
import { findPayment } from '../economy/spending';
import { apply } from '../flow/apply';
import { decisionFor, type Option } from '../flow/options';
import { custodiansCost, MECATOL_REX } from '../invasion/commit';
import { adjacentSystems } from '../galaxy/adjacency';
import { movementAdjacency } from '../tactical/paths';
import { invasionMove, invasionPick, loadedReach, loadedSourceNear, type OwnPick } from './bot-invade';

/** Out of 100: how often the habit takes the preferred kind of option when one is offered. */
const CHANCE = { custodians: 95, mecatol: 80, march: 60, marchMove: 90, ability: 70, vote: 90, save: 80 } as const;

const roll = (rng: Rng, percent: number): boolean => rng.int(100) < percent;

/** The system that holds Mecatol Rex (null on a board without it). */
function mecatolSystem(state: GameState): string | null {
  for (const [key, sys] of Object.entries(state.board.systems)) if (MECATOL_REX in sys.planets) return key;
  return null;
}

/** 27.2: whether the seat could spend what removing the custodians token costs right now. */
const canPayCustodians = (state: GameState, seat: Seat): boolean =>
  findPayment(state, seat, custodiansCost(state, seat)) !== null;

/** Steps from Mecatol Rex's system to each system over the seat's movement adjacency (a rough map, 58). */
function stepsToMecatol(state: GameState, seat: Seat): Map<string, number> {
  const mecatol = mecatolSystem(state);
  const steps = new Map<string, number>();
  if (!mecatol) return steps;
  const adjacency = movementAdjacency(state, seat);
  steps.set(mecatol, 0);
  let ring = [mecatol];
  for (let d = 1; d <= 8 && ring.length > 0; d++) {
    ring = ring.flatMap((k) => adjacentSystems(state.board, k, adjacency)).filter((k) => !steps.has(k));
    ring = [...new Set(ring)];
    ring.forEach((k) => steps.set(k, d));
  }
  return steps;
}

/**
 * Systems the seat could activate to bring loaded ships nearer Mecatol Rex while the custodians are there (27):
 * nearer than its nearest loaded source, with a loaded source within reach. Empty once Mecatol Rex is in reach.
 */
function marchTargets(state: GameState, seat: Seat, choices: readonly Option[]): Option[] {
  const steps = stepsToMecatol(state, seat);
  const sources = Object.keys(state.board.systems).filter((k) => loadedReach(state, seat, k) > 0);
  const nearest = Math.min(...sources.map((k) => steps.get(k) ?? Infinity));
  if (!Number.isFinite(nearest) || nearest <= 1) return [];
  return choices.filter(
    (o) =>
      o.command.type === 'tactical-action' &&
      (steps.get(o.command.system) ?? Infinity) < nearest &&
      (steps.get(o.command.system) ?? Infinity) > 0 &&
      loadedSourceNear(state, seat, o.command.system),
  );
}

/** The seat has a reason to save influence: the custodians are there and its ground forces could reach them. */
function savingFor27(state: GameState, seat: Seat): boolean {
  if (!state.custodiansOnMecatol) return false;
  const mecatol = mecatolSystem(state);
  return mecatol !== null && loadedSourceNear(state, seat, mecatol) && canPayCustodians(state, seat);
}

const isAbility = (o: Option): boolean => o.command.type === 'use-ability' || o.command.type === 'component-action';
const removesCustodians = (o: Option): boolean =>
  o.command.type === 'commit-ground-forces' && o.command.custodians !== undefined;

/** The options the habit prefers now, or null to pick among all of them. */
function preferred(state: GameState, seat: Seat, choices: readonly Option[], rng: Rng): Option[] | null {
  const custodians = choices.filter(removesCustodians);
  if (custodians.length > 0 && roll(rng, CHANCE.custodians)) return custodians;
  const decision = decisionFor(state, seat);
  if (decision?.kind === 'action-turn' && state.custodiansOnMecatol) {
    const mecatol = mecatolSystem(state);
    const activate = choices.filter((o) => o.command.type === 'tactical-action' && o.command.system === mecatol);
    if (activate.length > 0 && savingFor27(state, seat) && roll(rng, CHANCE.mecatol)) return activate;
    const march = marchTargets(state, seat, choices);
    if (march.length > 0 && roll(rng, CHANCE.march)) return march;
  }
  const votes = choices.filter((o) => o.command.type === 'cast-votes');
  if (votes.length > 0 && roll(rng, CHANCE.vote)) return votes;
  const abilities = choices.filter(isAbility);
  if (abilities.length > 0 && roll(rng, CHANCE.ability)) return abilities;
  return null;
}

/** The content habit's pick for this decision with apply's result (null only when no pick was kept). */
export function contentPick(
  state: GameState,
  seat: Seat,
  choices: readonly Option[],
  rng: Rng,
  at: number,
): OwnPick | null {
  const saving = savingFor27(state, seat);
  const marching = marchMove(state, seat, rng, at);
  if (marching) return marching;
  const own = invasionPick(state, seat, choices, rng, at);
  if (own && !breaksSaving(saving, own, seat, rng)) return own;
  const pool = preferred(state, seat, choices, rng) ?? choices;
  // Two tries at a pick that keeps the influence for 27.2; the third pick stands whatever it spends.
  for (let attempt = 0; attempt < 3; attempt++) {
    const choice = rng.pick(attempt === 0 ? pool : choices);
    const result = apply(state, seat, choice.command, { at });
    if (!result.ok) throw new Error(`options() offered an illegal move: ${choice.label} → ${result.error.message}`);
    const pick = { choice, result };
    if (attempt === 2 || !breaksSaving(saving, pick, seat, rng)) return pick;
  }
  return null;
}

/** 89.2: moving loaded ships into an active system nearer Mecatol Rex while the custodians are there. */
function marchMove(state: GameState, seat: Seat, rng: Rng, at: number): OwnPick | null {
  const decision = decisionFor(state, seat);
  if (decision?.kind !== 'move-ships' || !state.custodiansOnMecatol) return null;
  const steps = stepsToMecatol(state, seat);
  const there = steps.get(decision.system) ?? Infinity;
  const from = Object.keys(state.board.systems).filter((k) => loadedReach(state, seat, k) > 0);
  if (!from.some((k) => (steps.get(k) ?? Infinity) > there) || !roll(rng, CHANCE.marchMove)) return null;
  const command = invasionMove(state, seat);
  if (!command) return null;
  const result = apply(state, seat, command, { at });
  if (!result.ok) return null;
  return { choice: { command, label: 'Move loaded ships towards Mecatol Rex', group: 'bot' }, result };
}

/** The pick leaves a seat that was saving for the custodians token unable to pay (and the habit minds, this time). */
const breaksSaving = (saving: boolean, pick: OwnPick, seat: Seat, rng: Rng): boolean =>
  saving &&
  !removesCustodians(pick.choice) &&
  pick.result.state.custodiansOnMecatol &&
  !canPayCustodians(pick.result.state, seat) &&
  roll(rng, CHANCE.save);
