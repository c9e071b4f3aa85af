// Combat odds for the game page (LRR 78 space combat, 42 ground combat, via engine/odds): before activating a system
// (every ship that can reach moves in), before declaring a movement, during a combat, and before committing ground
// forces. Hypothetical movements are previewed on a copy with the real movement step (no dice rolled).
import { z } from 'zod';
import { groupMoveSchema } from '../core/commands';
import { hexKeySchema, idSchema } from '../core/schemas';
import type { GameState } from '../core/state';
import { GROUND_FORCE_TYPES, SHIP_TYPES, type UnitType } from '../data/types';
import { currentCombat } from '../combat/combat-record';
import { groundCombatOdds, spaceCombatOdds } from '../odds/from-state';
import type { OddsResult } from '../odds/types';
import type { GroupMove } from '../tactical/movement';
import { everythingThatReaches, previewMove } from './movement';
import { deepCopy } from '../kernel/context';

type Counts = Partial<Record<UnitType, number>>;

/** The odds a page may ask for (checked by the server as input). */
export const oddsQuerySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('activate'), system: hexKeySchema }),
  z.object({ kind: z.literal('move'), moves: z.array(groupMoveSchema).max(16) }),
  z.object({ kind: z.literal('combat') }),
  z.object({
    kind: z.literal('ground'),
    planet: idSchema,
    units: z.partialRecord(z.enum(GROUND_FORCE_TYPES), z.number().int().min(0).max(99)),
  }),
]);

export type OddsQuery =
  /** Before activating: every ship that can reach moves in with what it carries. */
  | { readonly kind: 'activate'; readonly system: string }
  /** Before declaring a movement: these groups move in. */
  | { readonly kind: 'move'; readonly moves: readonly GroupMove[] }
  /** The combat under way, as it stands (for the retreat choice). */
  | { readonly kind: 'combat' }
  /** Before committing ground forces: these land on the planet (added to any already there). */
  | { readonly kind: 'ground'; readonly planet: string; readonly units: Partial<Record<'infantry' | 'mech', number>> };

export interface OddsAnswer {
  readonly combat: 'space' | 'ground' | null;
  readonly attacker: number | null;
  readonly defender: number | null;
  /** Null when there is no combat to predict (no opponent there), with `note` saying why. */
  readonly odds: Omit<OddsResult, 'states'> | null;
  /** What the answer assumed, in words ("moving in: 2 carrier, 1 cruiser carrying 4 infantry"). */
  readonly assumed: string | null;
  readonly note: string | null;
}

const noCombat = (note: string, assumed: string | null = null): OddsAnswer => ({
  combat: null,
  attacker: null,
  defender: null,
  odds: null,
  assumed,
  note,
});

const strip = ({ states: _states, ...rest }: OddsResult): Omit<OddsResult, 'states'> => rest;

function otherShipOwner(state: GameState, system: string, seat: number): number | null {
  const space = state.board.systems[system]?.space ?? {};
  const found = Object.entries(space).find(
    ([owner, stack]) => Number(owner) !== seat && SHIP_TYPES.some((t) => (stack.counts[t] ?? 0) > 0),
  );
  return found ? Number(found[0]) : null;
}

function describeMoves(moves: readonly GroupMove[]): string {
  if (moves.length === 0) return 'no ships move in';
  const ships: Record<string, number> = {};
  const carried: Record<string, number> = {};
  for (const m of moves) {
    for (const [t, n] of Object.entries(m.ships)) ships[t] = (ships[t] ?? 0) + (n ?? 0);
    for (const p of m.transport ?? [])
      for (const [t, n] of Object.entries(p.units)) carried[t] = (carried[t] ?? 0) + (n ?? 0);
  }
  const list = (r: Record<string, number>) =>
    Object.entries(r)
      .map(([t, n]) => `${n} ${t}`)
      .join(', ');
  return `moving in: ${list(ships)}${Object.keys(carried).length > 0 ? ` carrying ${list(carried)}` : ''}`;
}

function spaceOdds(
  state: GameState,
  seat: number,
  system: string,
  assumed: string | null,
  spaceCannon: boolean,
): OddsAnswer {
  const defender = otherShipOwner(state, system, seat);
  if (defender === null) return noCombat('No other player has ships there: no space combat.', assumed);
  const mine = state.board.systems[system]?.space[String(seat)];
  if (!SHIP_TYPES.some((t) => (mine?.counts[t] ?? 0) > 0))
    return noCombat('None of your ships would be there.', assumed);
  const odds = spaceCombatOdds(state, { system, attacker: seat, defender, spaceCannon });
  return odds
    ? { combat: 'space', attacker: seat, defender, odds: strip(odds), assumed, note: null }
    : noCombat('No space combat.', assumed);
}

export function oddsFor(state: GameState, seat: number, query: OddsQuery): OddsAnswer {
  switch (query.kind) {
    case 'activate': {
      if (!state.board.systems[query.system]) return noCombat('There is no such system.');
      const hypothetical = deepCopy(state);
      hypothetical.tactical = { system: query.system, movedFrom: [], notes: {} };
      hypothetical.activeSeat = seat;
      const moves = everythingThatReaches(hypothetical, seat);
      const after = previewMove(hypothetical, seat, moves);
      return spaceOdds(after.ok ? after.value : hypothetical, seat, query.system, describeMoves(moves), true);
    }
    case 'move': {
      const system = state.tactical?.system;
      if (!system) return noCombat('No tactical action is under way.');
      const after = previewMove(state, seat, query.moves);
      if (!after.ok) return noCombat(after.error.message, describeMoves(query.moves));
      return spaceOdds(after.value, seat, system, describeMoves(query.moves), true);
    }
    case 'combat': {
      const c = currentCombat(state);
      if (!c) return noCombat('No combat is under way.');
      const odds =
        c.combat === 'space'
          ? spaceCombatOdds(state, { system: c.system, attacker: c.attacker, defender: c.defender, spaceCannon: false })
          : groundCombatOdds(state, c.system, c.planet ?? '', {
              attacker: c.attacker,
              bombardment: false,
              spaceCannon: false,
            });
      if (!odds) return noCombat('The combat is over.');
      return {
        combat: c.combat,
        attacker: c.attacker,
        defender: c.defender,
        odds: strip(odds),
        assumed: `round ${c.round} as it stands`,
        note: null,
      };
    }
    case 'ground': {
      const system = state.tactical?.system;
      const planet = system === undefined ? undefined : state.board.systems[system]?.planets[query.planet];
      if (!system || !planet) return noCombat('That planet is not in the active system.');
      const already = planet.units[String(seat)]?.counts ?? {};
      const committed: Counts = {};
      for (const t of GROUND_FORCE_TYPES) {
        const n = (already[t] ?? 0) + (query.units[t] ?? 0);
        if (n > 0) committed[t] = n;
      }
      const assumed = `landing ${
        Object.entries(query.units)
          .filter(([, n]) => (n ?? 0) > 0)
          .map(([t, n]) => `${n} ${t}`)
          .join(', ') || 'nothing'
      }`;
      // Bombardment comes before the commitment (49.1), so only space cannon defense is still to come (77.6).
      const odds = groundCombatOdds(state, system, query.planet, { attacker: seat, committed, bombardment: false });
      if (!odds) return noCombat('Nobody defends that planet: no ground combat.', assumed);
      const defender =
        Object.keys(planet.units)
          .map(Number)
          .find((s) => s !== seat && Object.values(planet.units[String(s)]?.counts ?? {}).some((n) => (n ?? 0) > 0)) ??
        planet.owner;
      return { combat: 'ground', attacker: seat, defender, odds: strip(odds), assumed, note: null };
    }
  }
}
