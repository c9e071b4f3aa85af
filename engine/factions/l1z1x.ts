// The L1Z1X Mindnet — LRR 15 bombardment (15.1e), 65.2 planetary shield, 42 ground combat: Harrow (at the end of each
// round of ground combat, their ships in the active system may bombard the opponent's ground forces on that planet);
// 69 promissory notes, 81.5 status phase: Cybernetic Enhancements (its holder gains 1 more command token, then returns it).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { pushStep } from '../kernel/steps';
import { currentCombat } from '../combat/combat-record';
import { bombardmentBlock, bombarders } from '../invasion/bombardment';
import { planetLabel, unitLabel } from '../tactical/labels';
import { tokenReinforcements } from '../economy/command-tokens';
import { tokensChanged } from '../agenda/effects/economy';
import { playableCopies, returnNote } from '../transactions/notes';

interface HarrowTarget {
  readonly system: string;
  readonly planet: string;
  readonly ships: { unit: UnitType; count: number }[];
}

/** The ground combat of the window when the L1Z1X fight in it, their ships that can bombard, and where. */
function harrowTarget(state: GameState, seat: Seat, subject: Subject): Result<HarrowTarget> {
  const c = currentCombat(state);
  if (
    !c ||
    c.combat !== 'ground' ||
    c.planet === null ||
    c.system !== subject.system ||
    c.planet !== subject.planet ||
    (seat !== c.attacker && seat !== c.defender)
  )
    return fail('ability/not-eligible', '15.1', 'Harrow is used at the end of a round of ground combat you fight in.');
  // Harrow names ships: the L1Z1X mechs' own Bombardment is used in the invasion's bombardment step only.
  const units = bombarders(state, seat, c.system);
  const ships = SHIP_TYPES.filter((t) => (units[t] ?? 0) > 0).map((unit) => ({ unit, count: units[unit] ?? 0 }));
  if (ships.length === 0)
    return fail('ability/not-eligible', '15.1', 'You have no ship with Bombardment in the active system.');
  // 15.1e: only the opponent's ground forces; 65.2: a Planetary Shield there stops Harrow (unless 65.3 applies).
  const block = bombardmentBlock(state, seat, c.system, c.planet);
  if (block) return fail('ability/not-eligible', block.rule === '15.1f' ? '65.2' : block.rule, block.message);
  return ok({ system: c.system, planet: c.planet, ships });
}

const shipsLabel = (ships: HarrowTarget['ships']): string =>
  ships.map((s) => `${s.count} ${unitLabel(s.unit)}`).join(', ');

/** Harrow: the L1Z1X ships in the active system roll their Bombardment against the ground combat's planet. */
export const HARROW: AbilityDef = {
  id: 'harrow',
  name: 'Harrow',
  source: { kind: 'faction', faction: 'l1z1x' },
  window: 'end-of-combat-round',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => harrowTarget(state, seat, subject).ok,
  targetOptions: (state, seat, subject) => {
    const t = harrowTarget(state, seat, subject);
    return t.ok
      ? [{ label: `bombard ${planetLabel(t.value.planet)} with ${shipsLabel(t.value.ships)}`, targets: {} }]
      : [];
  },
  check: (state, seat, _targets, subject) => {
    const t = harrowTarget(state, seat, subject);
    return t.ok ? ok(undefined) : t;
  },
  resolve: (ctx, seat, _targets, subject) => {
    const t = harrowTarget(ctx.state, seat, subject);
    if (!t.ok) return;
    pushStep(ctx.state, 'invasion/bombardment-roll', {
      seat,
      system: t.value.system,
      targets: t.value.ships.map((s) => ({ planet: t.value.planet, unit: s.unit, count: s.count })),
    });
  },
};

// ---- Cybernetic Enhancements ---------------------------------------------------------------------------------------

/** Public facts only (windows ask from them): the seat received notes in a transaction, and an L1Z1X plays. */
const mayHoldCybernetic = (state: GameState, seat: Seat): boolean =>
  (state.transactions?.received.includes(seat) ?? false) &&
  state.players.some((p) => p.seat !== seat && p.faction === 'l1z1x' && !p.eliminated);

function checkCybernetic(state: GameState, seat: Seat): Result<Seat> {
  if (state.phase !== 'status')
    return fail('ability/not-eligible', '69.1', 'Cybernetic Enhancements is played as you gain command tokens.');
  const copy = playableCopies(state, seat, 'ce')[0];
  if (!copy) return fail('ability/not-held', '69.2', "You do not hold another player's Cybernetic Enhancements.");
  if (tokenReinforcements(state, seat) === 0)
    return fail('ability/not-eligible', '81.5', 'You have no command token left in your reinforcements.');
  return ok(copy.owner);
}

/**
 * Cybernetic Enhancements: as its holder gains command tokens in the status phase (81.5), 1 more comes from their
 * reinforcements into the tactic pool — they redistribute every token on their sheet right after — and the note
 * goes back to the L1Z1X.
 */
export const CYBERNETIC_ENHANCEMENTS: AbilityDef = {
  id: 'cybernetic-enhancements',
  name: 'Cybernetic Enhancements',
  source: { kind: 'promissory-note', note: 'ce' },
  window: 'when-gaining-command-tokens',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat) => state.phase === 'status' && mayHoldCybernetic(state, seat),
  targetOptions: (state, seat) =>
    checkCybernetic(state, seat).ok ? [{ label: 'gain 1 more command token, then return the note', targets: {} }] : [],
  check: (state, seat) => {
    const checked = checkCybernetic(state, seat);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat) => {
    const checked = checkCybernetic(ctx.state, seat);
    if (!checked.ok) return;
    ctx.state.players[seat]!.pools.tactic += 1;
    tokensChanged(ctx, seat);
    returnNote(ctx, seat, { note: 'ce', owner: checked.value });
  },
};

export const L1Z1X = defineContent({ abilities: [HARROW, CYBERNETIC_ENHANCEMENTS] });
