// The Mentak Coalition — LRR 78 space combat, 18 combat values: Ambush (as a space combat they fight starts, they roll
// 1 die for each of up to 2 of their cruisers or destroyers there; each result at or above that ship's combat value is
// a hit their opponent assigns to 1 of their ships). Ambush is not a combat roll: combat roll modifiers stay out.
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { combatStack, currentCombat, opponentIn, type CombatRecord } from '../combat/combat-record';
import { hitsOf, rollDice, type DiceGroup } from '../combat/dice';
import { pushCombatAbilityHits } from '../combat/ability-hits';
import { unitStats } from '../combat/unit-stats';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';

const AMBUSH_SHIPS = ['cruiser', 'destroyer'] as const;
type AmbushShip = (typeof AMBUSH_SHIPS)[number];
type Pick = Readonly<Record<AmbushShip, number>>;

/** The space combat that is starting, when the seat fights in it as the Mentak. */
function mentakSpaceCombat(state: GameState, seat: Seat): CombatRecord | null {
  const c = currentCombat(state);
  if (!c || c.combat !== 'space' || c.round !== 0) return null;
  if (seat !== c.attacker && seat !== c.defender) return null;
  return state.players[seat]?.faction === 'mentak' ? c : null;
}

const countIn = (state: GameState, c: CombatRecord, seat: Seat, type: AmbushShip): number =>
  combatStack(state, c, seat)?.counts[type] ?? 0;

/** Every pick of 1 or 2 of the seat's cruisers and destroyers there, two ships first (the likeliest to hit). */
function picks(state: GameState, c: CombatRecord, seat: Seat): Pick[] {
  const cruisers = countIn(state, c, seat, 'cruiser');
  const destroyers = countIn(state, c, seat, 'destroyer');
  const all: Pick[] = [];
  for (const total of [2, 1])
    for (let cruiser = Math.min(total, cruisers); cruiser >= 0; cruiser--) {
      const destroyer = total - cruiser;
      if (destroyer <= destroyers) all.push({ cruiser, destroyer });
    }
  return all;
}

const describe = (p: Pick): string =>
  AMBUSH_SHIPS.filter((t) => p[t] > 0)
    .map((t) => `${p[t]} ${t}${p[t] > 1 ? 's' : ''}`)
    .join(' and ');

const count = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);

function ambushPick(state: GameState, seat: Seat, targets: Targets): Result<{ c: CombatRecord; pick: Pick }> {
  const c = mentakSpaceCombat(state, seat);
  if (!c) return fail('ability/not-now', '78', 'Ambush is used by the Mentak as a space combat they fight starts.');
  const cruiser = count(targets.cruiser ?? 0);
  const destroyer = count(targets.destroyer ?? 0);
  if (cruiser === null || destroyer === null || cruiser + destroyer < 1 || cruiser + destroyer > 2)
    return fail('ability/bad-target', '78', 'Ambush rolls for 1 or 2 of your cruisers or destroyers.');
  if (cruiser > countIn(state, c, seat, 'cruiser') || destroyer > countIn(state, c, seat, 'destroyer'))
    return fail('ability/bad-target', '78', 'Ambush rolls only for your cruisers and destroyers in the system.');
  return ok({ c, pick: { cruiser, destroyer } });
}

/** Ambush: at the start of a space combat, up to 2 cruisers or destroyers roll; their hits go to the opponent's ships. */
export const AMBUSH: AbilityDef = {
  id: 'ambush',
  name: 'Ambush',
  source: { kind: 'faction', faction: 'mentak' },
  window: 'start-of-combat',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, _subject: Subject) => {
    const c = mentakSpaceCombat(state, seat);
    return c !== null && picks(state, c, seat).length > 0;
  },
  targetOptions: (state, seat) => {
    const c = mentakSpaceCombat(state, seat);
    return c
      ? picks(state, c, seat).map((p) => ({ label: `roll 1 die for each of ${describe(p)}`, targets: { ...p } }))
      : [];
  },
  check: (state, seat, targets) => {
    const pick = ambushPick(state, seat, targets);
    return pick.ok ? ok(undefined) : pick;
  },
  resolve: (ctx, seat, targets) => {
    const chosen = ambushPick(ctx.state, seat, targets);
    if (!chosen.ok) return;
    const { c, pick } = chosen.value;
    const groups: DiceGroup[] = AMBUSH_SHIPS.filter((t) => pick[t] > 0).map((t) => ({
      unit: t,
      hitsOn: unitStats(ctx.state, seat, t).combat?.hitsOn ?? 11,
      dice: pick[t],
      modifier: 0, // not a combat roll: nothing that modifies combat rolls applies
    }));
    const dice = rollDice(ctx, { seat, roll: 'combat', system: c.system, planet: null }, groups);
    const hits = hitsOf(dice);
    if (hits === 0) return;
    const target = opponentIn(c, seat);
    pushCombatAbilityHits(ctx, {
      cause: 'ability',
      system: c.system,
      planet: null,
      order: [target],
      hits: {
        [String(target)]: {
          count: hits,
          restricted: 0,
          eligible: SHIP_TYPES as readonly UnitType[],
          sustain: true,
          by: seat,
        },
      },
    });
  },
};

export const MENTAK = defineContent({ abilities: [AMBUSH] });
