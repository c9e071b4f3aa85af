// Plagiarize (LRR 2 action cards, 22 component actions, 47 influence, 60 neighbors, 90.5 gaining a technology
// without research): spend 5 influence to gain a non-faction technology one of your neighbors owns.
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { TECHNOLOGIES, isTechnologyId } from '../data/technologies';
import { checkResearchable, gainTechnology, technologyName } from '../economy/research';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { neighboursInPlay } from '../tactical/adjacency-in-play';
import { checkInfluence, paymentLabel, spendInfluence, suggestInfluence } from './influence-cost';

const COST = 5;

/** Non-faction technologies some neighbor owns that the seat could gain (not owned, not replaced, 90.2, 97.1). */
function copyable(state: GameState, seat: Seat): string[] {
  const out = new Set<string>();
  for (const other of state.players) {
    if (other.seat === seat || other.eliminated || !neighboursInPlay(state, seat, other.seat)) continue;
    for (const t of other.technologies)
      if (isTechnologyId(t) && TECHNOLOGIES[t].faction === null && checkResearchable(state, seat, t).ok) out.add(t);
  }
  return [...out].sort();
}

function checkTechnology(state: GameState, seat: Seat, targets: Targets): Result<string> {
  const t = targets.technology;
  if (typeof t !== 'string' || !isTechnologyId(t) || TECHNOLOGIES[t].faction !== null)
    return fail('ability/bad-target', '2.6a', 'Plagiarize copies only technologies that belong to no single faction.');
  const owned = checkResearchable(state, seat, t);
  if (!owned.ok) return owned;
  if (!copyable(state, seat).includes(t))
    return fail('ability/bad-target', '60', `None of your neighbors owns ${TECHNOLOGIES[t].name}.`);
  return ok(t);
}

export const PLAGIARIZE: AbilityDef = {
  id: 'plagiarize',
  name: 'Plagiarize',
  source: { kind: 'action-card', card: 'plagiarize' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) => {
    const payment = suggestInfluence(state, seat, COST);
    if (!payment) return [];
    return copyable(state, seat).map((technology) => ({
      label: `gain ${technologyName(technology)}, ${paymentLabel(payment)}`,
      targets: { technology, payment },
    }));
  },
  check: (state, seat, targets) => {
    const tech = checkTechnology(state, seat, targets);
    if (!tech.ok) return tech;
    const paid = checkInfluence(state, seat, targets, COST);
    return paid.ok ? ok(undefined) : paid;
  },
  resolve: (ctx, seat, targets) => {
    const tech = checkTechnology(ctx.state, seat, targets);
    const paid = checkInfluence(ctx.state, seat, targets, COST);
    if (!tech.ok || !paid.ok) return;
    spendInfluence(ctx, seat, paid.value);
    gainTechnology(ctx, seat, tech.value);
  },
};

export const PLAGIARIZE_CARD = defineContent({ abilities: [PLAGIARIZE] });
