// The Argent Flight hero, Mirik Aun Sissiri (LRR 51.10–51.12): as a component action, any number of its owner's
// ships move from any systems into other systems that each hold one of their command tokens and no other player's
// ships, carrying what they can (hero-moves.ts); then purged.
import { z } from 'zod';
import { fail, ok, type Result } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { SHIP_TYPES } from '../../data/types';
import type { AbilityDef, Targets } from '../../kernel/abilities';
import { defineContent } from '../../kernel/content';
import { systemLabel } from '../../tactical/labels';
import { otherShipOwners } from '../../units/stacks';
import { carryOutHeroMoves, checkHeroMoves, heroMoveSchema, type HeroMove, type HeroMoveRules } from './hero-moves';

const targetsSchema = z.object({ moves: z.array(heroMoveSchema) });

/** Systems the seat's ships may move into: its command token there, no other player's ships. */
const open = (state: GameState, seat: Seat, to: string): boolean =>
  (state.board.systems[to]?.commandTokens.includes(seat) ?? false) && otherShipOwners(state, to, seat).length === 0;

const RULES: HeroMoveRules = {
  name: 'Mirik Aun Sissiri',
  // Fighters travel as cargo, within capacity, as in any movement (16).
  shipTypes: SHIP_TYPES.filter((t) => t !== 'fighter'),
  destination: (state, seat, to) =>
    open(state, seat, to) ? null : "Ships move only into systems with your command token and no other player's ships.",
};

function checkTargets(state: GameState, seat: Seat, targets: Targets): Result<HeroMove[]> {
  const t = targetsSchema.safeParse(targets);
  if (!t.success) return fail('input/bad-targets', 'input', 'Say which ships move where.');
  const checked = checkHeroMoves(state, seat, t.data.moves, RULES);
  return checked.ok ? ok(t.data.moves) : checked;
}

/** Every non-fighter ship of the seat in `from` moving to `to`, carrying nothing. */
function wholeFleet(state: GameState, seat: Seat, from: string, to: string): HeroMove | null {
  const counts = state.board.systems[from]?.space[String(seat)]?.counts ?? {};
  const ships: HeroMove['ships'] = {};
  for (const t of RULES.shipTypes) if ((counts[t] ?? 0) > 0) ships[t] = counts[t];
  return Object.keys(ships).length > 0 ? { from, to, ships } : null;
}

/** Mirik Aun Sissiri — ACTION: move any of your ships into systems with your command tokens; then purge. */
export const ARGENT_HERO: AbilityDef = {
  id: 'argenthero',
  name: 'Mirik Aun Sissiri',
  source: { kind: 'leader', leader: 'argenthero', role: 'hero' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: () => true,
  // One button per pair of systems: the fleet there moves whole (the command may split fleets and add cargo).
  targetOptions: (state, seat) => {
    const keys = Object.keys(state.board.systems).sort();
    const out: { label: string; targets: Targets }[] = [];
    for (const to of keys) {
      if (!open(state, seat, to)) continue;
      for (const from of keys) {
        const move = from === to ? null : wholeFleet(state, seat, from, to);
        if (move && checkHeroMoves(state, seat, [move], RULES).ok)
          out.push({
            label: `ships from ${systemLabel(state, from)} to ${systemLabel(state, to)}`,
            targets: { moves: [move] },
          });
      }
    }
    return out;
  },
  check: (state, seat, targets) => {
    const t = checkTargets(state, seat, targets);
    return t.ok ? ok(undefined) : t;
  },
  resolve: (ctx, seat, targets) => {
    const t = checkTargets(ctx.state, seat, targets);
    if (t.ok) carryOutHeroMoves(ctx, seat, t.value);
  },
};

export const ARGENT_HERO_LEADERS = defineContent({ abilities: [ARGENT_HERO] });
