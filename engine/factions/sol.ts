// The Federation of Sol — LRR 22 component actions, 20 command tokens: Orbital Drop (their faction ability: 1
// strategy pool token puts 2 infantry from their reinforcements onto a planet they control).
import { planetLabel } from '../tactical/labels';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { placeUnits } from '../units/destroy';
import { inReinforcements } from '../units/reinforcements';
import { planetArea } from '../units/stacks';

/** Each planet the seat controls, with its system. */
function controlledPlanets(state: GameState, seat: Seat): { system: string; planet: string }[] {
  return Object.entries(state.board.systems).flatMap(([system, sys]) =>
    Object.entries(sys.planets).flatMap(([planet, p]) => (p.owner === seat ? [{ system, planet }] : [])),
  );
}

/** 22.3: the action must resolve completely, so both infantry must be in reinforcements. */
function checkDrop(state: GameState, seat: Seat, targets: Targets): Result<{ system: string; planet: string }> {
  const at = controlledPlanets(state, seat).find((c) => c.planet === targets.planet);
  if (!at) return fail('ability/bad-target', '1.9', 'Orbital Drop puts infantry onto a planet you control.');
  if (inReinforcements(state, seat, 'infantry') < 2)
    return fail('ability/no-reinforcements', '22.3', 'Orbital Drop needs 2 infantry in your reinforcements.');
  return ok(at);
}

/** Orbital Drop: a component action; 1 strategy token, 2 infantry onto a controlled planet. */
export const ORBITAL_DROP: AbilityDef = {
  id: 'orbital-drop',
  name: 'Orbital Drop',
  source: { kind: 'faction', faction: 'sol' },
  window: 'action',
  costs: [{ kind: 'strategy-token' }],
  eligible: (state, seat) => state.phase === 'action' && state.activeSeat === seat,
  targetOptions: (state, seat) =>
    inReinforcements(state, seat, 'infantry') < 2
      ? []
      : controlledPlanets(state, seat).map((c) => ({
          label: `put 2 infantry onto ${planetLabel(c.planet)}`,
          targets: { planet: c.planet },
        })),
  check: (state, seat, targets) => {
    const checked = checkDrop(state, seat, targets);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets) => {
    const checked = checkDrop(ctx.state, seat, targets);
    if (!checked.ok) return;
    const p = ctx.state.players[seat]!;
    emit(ctx, {
      type: 'tokens-changed',
      seat,
      tactic: p.pools.tactic,
      fleet: p.pools.fleet,
      strategy: p.pools.strategy,
    });
    placeUnits(ctx, planetArea(checked.value.system, checked.value.planet), seat, 'infantry', 2, 'orbital-drop');
  },
};

export const SOL = defineContent({ abilities: [ORBITAL_DROP] });
