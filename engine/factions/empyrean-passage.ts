// The Empyrean after a system is activated — LRR 5 activation, 58.4b moving through other players' ships, 57 move,
// 9 anomalies, 60 neighbours: Aetherpassage (their faction ability: they may let the active player's ships pass
// through systems holding Empyrean ships) and Aetherstream (their faction technology: when they or a neighbour
// activate a system next to an anomaly, they may give that player's ships +1 move). Both last for the tactical
// action under way: they are recorded in its notes (state.tactical, cleared as the action ends, 5.4; see
// empyrean-rules.ts), and empyrean.effects.ts answers the movement hooks from those notes, Voidborn's too.
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES } from '../data/types';
import { adjacentSystems } from '../galaxy/adjacency';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { activation, activeSystemOf } from '../action-cards/activation-kit';
import { adjacencyInPlay, neighboursInPlay } from '../tactical/adjacency-in-play';
import { anomaliesOf } from '../tactical/anomalies';
import { systemLabel } from '../tactical/labels';
import { addGrant, empyreanNote } from './empyrean-rules';

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

/** Whether the seat has a ship in a system other than `system` (public). */
export function hasShipsOutside(state: GameState, seat: Seat, system: string): boolean {
  return Object.entries(state.board.systems).some(
    ([key, sys]) => key !== system && SHIP_TYPES.some((t) => (sys.space[String(seat)]?.counts[t] ?? 0) > 0),
  );
}

/** The other player whose activation opened this window, while their tactical action is still under way. */
function activatingOther(state: GameState, seat: Seat, subject: Subject): Seat | null {
  const a = activation(subject);
  if (!a || a.seat === seat || activeSystemOf(state, subject) === null) return null;
  return a.seat;
}

// ---- Aetherpassage -----------------------------------------------------------------------------------------------

function checkPassage(state: GameState, seat: Seat, subject: Subject): Result<Seat> {
  const other = activatingOther(state, seat, subject);
  if (other === null)
    return fail('ability/not-eligible', '58.4b', 'Aetherpassage is used after another player activates a system.');
  // Only ships outside the active system can be passed through, and only the active player's ships outside it move:
  // without both the permission would change nothing, so the Empyrean are not asked.
  const active = activation(subject)!.system;
  if (!hasShipsOutside(state, seat, active))
    return fail('ability/not-eligible', '58.4b', 'Aetherpassage needs your ships outside the active system.');
  if (!hasShipsOutside(state, other, active))
    return fail('ability/not-eligible', '58.4b', 'That player has no ships that could move through your systems.');
  if ((empyreanNote(state).passage ?? []).includes(seat))
    return fail('ability/limit', '1.18', 'You already let that player pass your ships during this tactical action.');
  return ok(other);
}

/** Aetherpassage (Empyrean): let the active player's ships move through systems that hold Empyrean ships. */
export const AETHERPASSAGE: AbilityDef = {
  id: 'aetherpassage',
  name: 'Aetherpassage',
  source: { kind: 'faction', faction: 'empyrean' },
  window: 'after-system-activated',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => checkPassage(state, seat, subject).ok,
  targetOptions: (state, seat, subject) => {
    const other = checkPassage(state, seat, subject);
    return other.ok
      ? [
          {
            label: `let ${seatName(state, other.value)}'s ships move through systems with your ships this tactical action`,
            targets: {},
          },
        ]
      : [];
  },
  check: (state, seat, _targets, subject) => {
    const checked = checkPassage(state, seat, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, _targets, subject) => {
    const other = checkPassage(ctx.state, seat, subject);
    if (!other.ok) return;
    addGrant(ctx.state, 'passage', seat);
    emit(ctx, {
      type: 'note',
      text: `Aetherpassage: ${seatName(ctx.state, other.value)}'s ships may move through systems with ${seatName(ctx.state, seat)}'s ships during this tactical action.`,
    });
  },
};

// ---- Aetherstream ------------------------------------------------------------------------------------------------

/** Whether a system next to `system` is an anomaly (6.1: adjacency in play). */
export function adjacentToAnomaly(state: GameState, system: string): boolean {
  return adjacentSystems(state.board, system, adjacencyInPlay(state)).some((k) => anomaliesOf(state, k).length > 0);
}

function checkStream(state: GameState, seat: Seat, subject: Subject): Result<{ player: Seat; system: string }> {
  const a = activation(subject);
  const system = activeSystemOf(state, subject);
  if (!a || system === null)
    return fail('ability/not-eligible', '5', 'Aetherstream is used after a system is activated.');
  if (a.seat !== seat && !neighboursInPlay(state, seat, a.seat))
    return fail('ability/not-eligible', '60', 'Aetherstream is used after you or one of your neighbours activates.');
  if (!adjacentToAnomaly(state, system))
    return fail('ability/not-eligible', '9', `${systemLabel(state, system)} is not adjacent to an anomaly.`);
  if ((empyreanNote(state).stream ?? []).includes(seat))
    return fail('ability/limit', '1.18', 'You already used Aetherstream during this tactical action.');
  return ok({ player: a.seat, system });
}

/** Aetherstream (Empyrean technology): +1 move for every ship of the player who activated a system by an anomaly. */
export const AETHERSTREAM: AbilityDef = {
  id: 'aetherstream',
  name: 'Aetherstream',
  source: { kind: 'technology', technology: 'as' },
  window: 'after-system-activated',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => checkStream(state, seat, subject).ok,
  targetOptions: (state, seat, subject) => {
    const checked = checkStream(state, seat, subject);
    if (!checked.ok) return [];
    const whose = checked.value.player === seat ? 'your' : `${seatName(state, checked.value.player)}'s`;
    return [{ label: `+1 move for ${whose} ships this tactical action`, targets: {} }];
  },
  check: (state, seat, _targets, subject) => {
    const checked = checkStream(state, seat, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, _targets, subject) => {
    const checked = checkStream(ctx.state, seat, subject);
    if (!checked.ok) return;
    addGrant(ctx.state, 'stream', seat);
    emit(ctx, {
      type: 'note',
      text: `Aetherstream: ${seatName(ctx.state, checked.value.player)}'s ships get +1 move during this tactical action.`,
    });
  },
};

export const EMPYREAN_PASSAGE = defineContent({ abilities: [AETHERPASSAGE, AETHERSTREAM] });
