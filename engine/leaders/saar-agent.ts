// The Saar agent, Captain Mendosa (LRR 51.3–51.4, 57 move, 58 movement): after any player activates a system, the
// Saar may exhaust it; 1 of that player's ships gets the move value of the ship on the board with the highest one,
// for that tactical action (engine/tactical/movement.ts counts it for that one ship). Asked from public facts only:
// the board and the agent's side.
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES } from '../data/types';
import { activation } from '../action-cards/activation-kit';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { readOnly } from '../kernel/draft';
import { emit } from '../kernel/context';
import { systemLabel, unitLabel } from '../tactical/labels';
import { movementNotes, type MovementNotes } from '../tactical/movement';
import { moveValueOf, type ShipType } from '../tactical/unit-attributes';

/** 57: the highest move value among the ships on the board (each with its owner's upgrades). */
export function highestMoveOnBoard(state: GameState, move = moveValues(state)): number {
  let best = 0;
  for (const sys of Object.values(readOnly(state.board).systems))
    for (const [owner, stack] of Object.entries(sys.space))
      for (const type of SHIP_TYPES)
        if ((stack.counts[type] ?? 0) > 0) best = Math.max(best, move(Number(owner), type));
  return best;
}

/**
 * A seat's move value for a ship type, worked out once per type: it does not depend on where the ship is, and these
 * scans (asked whenever any system is activated, to know whether Captain Mendosa could answer) pass every system.
 */
function moveValues(state: GameState): (seat: Seat, type: ShipType) => number {
  const known = new Map<string, number>();
  return (seat, type) => {
    const key = `${seat} ${type}`;
    let value = known.get(key);
    if (value === undefined) known.set(key, (value = moveValueOf(state, seat, type)));
    return value;
  };
}

interface Raise {
  readonly seat: Seat;
  readonly from: string;
  readonly type: ShipType;
  readonly move: number;
}

/**
 * The ships of the player who just activated a system that the raise would change: ships with a move value below the
 * highest, outside the active system and not held by that player's command token (58.4c), before movement.
 */
function raises(state: GameState, subject: Subject): Raise[] {
  const a = activation(subject);
  if (!a || state.tactical?.system !== a.system || state.activeSeat !== a.seat) return [];
  if (movementNotes(state).mendosa || movementNotes(state).entered) return [];
  const moveOf = moveValues(state);
  const move = highestMoveOnBoard(state, moveOf);
  const out: Raise[] = [];
  // Read without copying the draft's systems: only keys and numbers leave this scan.
  for (const [from, sys] of Object.entries(readOnly(state.board).systems)) {
    if (from === a.system || sys.commandTokens.includes(a.seat)) continue;
    for (const type of SHIP_TYPES) {
      if ((sys.space[String(a.seat)]?.counts[type] ?? 0) === 0) continue;
      const printed = moveOf(a.seat, type);
      if (printed > 0 && printed < move) out.push({ seat: a.seat, from, type, move });
    }
  }
  return out;
}

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

function checkRaise(state: GameState, targets: Targets, subject: Subject): Result<Raise> {
  const all = raises(state, subject);
  if (all.length === 0)
    return fail(
      'ability/not-now',
      '51.4',
      "Captain Mendosa answers a system's activation, before movement, while a ship there could move farther.",
    );
  const found = all.find((r) => r.from === targets.system && r.type === targets.ship);
  return found
    ? ok(found)
    : fail(
        'ability/bad-target',
        '57',
        "Choose 1 of the active player's ships, outside the active system, whose move value is below the highest.",
      );
}

/** Captain Mendosa — after any player activates a system: 1 of their ships moves as far as the fastest ship. */
export const SAAR_AGENT: AbilityDef = {
  id: 'saaragent',
  name: 'Captain Mendosa',
  source: { kind: 'leader', leader: 'saaragent', role: 'agent' },
  window: 'after-system-activated',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, _seat, subject) => raises(state, subject).length > 0,
  targetOptions: (state, seat, subject) =>
    raises(state, subject).map((r) => ({
      label: `${r.seat === seat ? 'your' : `${seatName(state, r.seat)}'s`} ${unitLabel(r.type)} in ${systemLabel(state, r.from)} gets move ${r.move} this tactical action`,
      targets: { system: r.from, ship: r.type },
    })),
  check: (state, _seat, targets, subject) => {
    const checked = checkRaise(state, targets, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, _seat, targets, subject) => {
    const checked = checkRaise(ctx.state, targets, subject);
    if (!checked.ok || !ctx.state.tactical) return;
    const { seat, from, type, move } = checked.value;
    const notes = ctx.state.tactical.notes;
    notes.movement = { ...movementNotes(ctx.state), mendosa: { from, type, move } } satisfies MovementNotes;
    emit(ctx, {
      type: 'note',
      text: `Captain Mendosa: ${seatName(ctx.state, seat)}'s ${unitLabel(type)} in ${systemLabel(ctx.state, from)} has move ${move} this tactical action.`,
    });
  },
};

export const SAAR_AGENT_LEADERS = defineContent({ abilities: [SAAR_AGENT] });
