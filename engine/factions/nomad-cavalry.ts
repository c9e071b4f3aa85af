// The Nomad's promissory note The Cavalry (LRR 69 promissory notes, 78 space combat, 10 anti-fighter barrage, 87
// sustain damage): as a space combat against anyone but the Nomad starts, its holder picks 1 of their non-fighter
// ships there; for that combat the ship rolls with the Nomad flagship's combat value and anti-fighter barrage (Memoria,
// or Memoria II once the Nomad have the upgrade) and has its Sustain Damage. The ship rolls the flagship's number of
// dice too, the "x2" and "x3" being part of those values on the sheet. The note lies face up in the holder's play area
// during the combat and goes back to the Nomad when it ends (nomad.effects.ts answers the 'combat-ended' event).
// The combat reads the borrowed values from its record (engine/combat/combat-record.ts `borrowed`); the ship is a
// marker on its type; whenever ships of that type are destroyed, engine/combat/borrowed-ship.ts settles whether it was
// among them, and asks its player when nothing else tells (CAVALRY_CASUALTY).
import { z } from 'zod';
import { seatSchema, unitTypeSchema } from '../core/schemas';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { loseBorrowedShip } from '../combat/borrowed-ship';
import { currentCombat, type CombatRecord } from '../combat/combat-record';
import { unitStats } from '../combat/unit-stats';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { unitLabel } from '../tactical/labels';
import { copyName, mayHoldNoteOf, parseCopy, playableCopies, returnNote } from '../transactions/notes';
import { countAt, spaceOf } from '../units/stacks';
import { defineChoice } from '../kernel/choices';
import { popDecision } from '../kernel/stack';

export const CAVALRY = 'cavalry';
const RETURN_STEP = 'nomad/cavalry-return';
const CASUALTY = 'nomad/cavalry-casualty';
const casualtyArgs = z.object({ seat: seatSchema, type: unitTypeSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    [RETURN_STEP]: NoArgs;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    [CASUALTY]: z.infer<typeof casualtyArgs>;
  }
}

/** The space combat that is starting, when the seat fights in it and no ship borrows values yet. */
function startingSpaceCombat(state: GameState, seat: Seat, subject: Subject): CombatRecord | null {
  const c = currentCombat(state);
  if (!c || c.combat !== 'space' || c.round !== 0 || c.system !== subject.system || c.borrowed) return null;
  return seat === c.attacker || seat === c.defender ? c : null;
}

const opponentOf = (c: CombatRecord, seat: Seat): Seat => (seat === c.attacker ? c.defender : c.attacker);

/** The seat's non-fighter ship types in the combat's space area. */
const shipTypes = (state: GameState, c: CombatRecord, seat: Seat): UnitType[] =>
  (SHIP_TYPES as readonly UnitType[]).filter((t) => t !== 'fighter' && countAt(state, spaceOf(c.system), seat, t) > 0);

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

/** The Nomad flagship's name on the owner's sheet (Memoria or Memoria II). */
const flagshipName = (state: GameState, owner: Seat): string =>
  unitStats(state, owner, 'flagship').unit === 'nomad_flagship2' ? 'Memoria II' : 'Memoria';

function checkCavalry(
  state: GameState,
  seat: Seat,
  targets: Targets,
  subject: Subject,
): Result<{ c: CombatRecord; owner: Seat; ship: UnitType }> {
  const c = startingSpaceCombat(state, seat, subject);
  if (!c) return fail('ability/not-now', '78', 'The Cavalry is played as a space combat you fight starts.');
  const owner = Number(targets.owner);
  if (!playableCopies(state, seat, CAVALRY).some((r) => r.owner === owner))
    return fail('ability/not-held', '69.1', 'You do not hold that Cavalry.');
  if (opponentOf(c, seat) === owner)
    return fail('ability/bad-target', '69', 'The Cavalry cannot be played in a space combat against the Nomad.');
  const ship = targets.ship as UnitType;
  if (!shipTypes(state, c, seat).includes(ship))
    return fail('ability/bad-target', '78', 'Pick 1 of your non-fighter ships in the combat.');
  return ok({ c, owner, ship });
}

/** The Cavalry — 1 of your non-fighter ships fights this space combat with the Nomad flagship's values. */
export const THE_CAVALRY: AbilityDef = {
  id: CAVALRY,
  name: 'The Cavalry',
  source: { kind: 'promissory-note', note: CAVALRY },
  window: 'start-of-combat',
  costs: [],
  // Public facts only: whether the seat was ever given notes, the Nomad at the table, and the combat.
  eligible: (state, seat, subject) =>
    mayHoldNoteOf(state, seat, 'nomad') && startingSpaceCombat(state, seat, subject) !== null,
  targetOptions: (state, seat, subject) => {
    const c = startingSpaceCombat(state, seat, subject);
    if (!c) return [];
    return playableCopies(state, seat, CAVALRY)
      .filter((r) => r.owner !== opponentOf(c, seat))
      .flatMap((r) =>
        shipTypes(state, c, seat).map((ship) => ({
          label: `1 of your ${unitLabel(ship)}s fights this combat with ${seatName(state, r.owner)}'s ${flagshipName(state, r.owner)} values and Sustain Damage`,
          targets: { owner: r.owner, ship },
        })),
      );
  },
  check: (state, seat, targets, subject) => {
    const checked = checkCavalry(state, seat, targets, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets, subject) => {
    const checked = checkCavalry(ctx.state, seat, targets, subject);
    if (!checked.ok) return;
    const { c, owner, ship } = checked.value;
    const memoria = unitStats(ctx.state, owner, 'flagship');
    c.borrowed = {
      seat,
      type: ship,
      combat: memoria.combat,
      barrage: memoria.antiFighterBarrage,
      sustain: memoria.sustainDamage,
    };
    // Face up in the holder's play area until the combat ends (FACE_UP_WHILE_IN_EFFECT), then back to the Nomad.
    const p = ctx.state.players[seat]!;
    const copy = copyName({ note: CAVALRY, owner });
    p.promissoryNotes.splice(p.promissoryNotes.indexOf(copy), 1);
    p.promissoryInPlay.push(copy);
    emit(ctx, { type: 'promissory-note-placed', seat, note: CAVALRY, owner });
  },
};

/** Whether a Cavalry lies in some play area (played in a combat that has ended or is under way). */
export const cavalryInPlay = (state: GameState): boolean =>
  state.players.some((p) => p.promissoryInPlay.some((c) => parseCopy(c)?.note === CAVALRY));

/** Once the space combat has ended, every Cavalry in a play area goes back to the Nomad (69.3). */
const CAVALRY_RETURN = defineStep(RETURN_STEP, noArgs, (ctx) => {
  const c = currentCombat(ctx.state);
  if (c?.combat === 'space') return; // still fighting: the note stays until this combat ends
  for (const p of ctx.state.players)
    for (const copy of [...p.promissoryInPlay]) {
      const ref = parseCopy(copy);
      if (ref?.note === CAVALRY) returnNote(ctx, p.seat, ref);
    }
});

/**
 * The ship carrying the note is one ship: when some of its type are destroyed and others remain, and nothing tells
 * which one it is (engine/combat/borrowed-ship.ts asks: its type has Sustain Damage of its own, or it is not damaged
 * yet), its player says whether it was among them. If it was, no ship has the values any more.
 */
const CAVALRY_CASUALTY = defineChoice(CASUALTY, casualtyArgs, {
  rule: '69',
  offersOnlyLegal: true,
  options: (_state, decision) => {
    const ship = unitLabel(decision.args.type);
    return [
      { option: 'kept', label: `The Cavalry: your ${ship} with the borrowed values was not among those destroyed` },
      {
        option: 'lost',
        label: `The Cavalry: your ${ship} with the borrowed values was destroyed; the rest keep theirs`,
      },
    ];
  },
  resolve(ctx, decision, option) {
    const { seat, type } = decision.args;
    popDecision(ctx.state, decision);
    const c = currentCombat(ctx.state);
    if (option === 'lost' && c?.borrowed?.seat === seat && c.borrowed.type === type) loseBorrowedShip(ctx, c);
    return ok(undefined);
  },
  // Without an answer the ship still fights: the hits went to the others of its type.
  default: () => 'kept',
});

export const NOMAD_CAVALRY = defineContent({
  abilities: [THE_CAVALRY],
  steps: [CAVALRY_RETURN],
  choices: [CAVALRY_CASUALTY],
});
