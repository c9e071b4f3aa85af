// Scepter of Dominion, the Mahact promissory note — LRR 69 promissory notes, 84 strategy phase, 20.3b/20.6 placing
// command tokens: when the strategy phase begins, its holder picks a system that is no one's home and holds their
// units; every other player with a token in the Mahact's fleet pool (Edict) puts a token from their reinforcements
// there (from a pool of their sheet when reinforcements hold none; none when one of theirs is there already). Then the
// note goes back to the Mahact.
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { isHomeSystem } from '../action-cards/card-kit';
import { placeTokensFromReinforcements } from '../economy/command-tokens';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { systemLabel } from '../tactical/labels';
import { hasUnitsIn, mayHoldNoteOf, playableCopies, returnNote } from '../transactions/notes';
import { tokenInFleetPoolOf } from './mahact-tokens';

const NOTE = 'scepter';

const nameOf = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `Seat ${seat}`;

/** The systems the holder may pick: no one's home (6.1), with any of the holder's units. */
export function scepterSystems(state: GameState, seat: Seat): string[] {
  return Object.keys(state.board.systems)
    .filter((k) => !isHomeSystem(state, k) && hasUnitsIn(state, k, seat))
    .sort();
}

/** The players who must place a token: every other player (not the holder) with a token in the Mahact's pool. */
export const scepterPlayers = (state: GameState, holder: Seat, mahact: Seat): Seat[] =>
  state.players
    .filter((p) => p.seat !== holder && !p.eliminated && tokenInFleetPoolOf(state, mahact, p.seat))
    .map((p) => p.seat);

function checkScepter(state: GameState, seat: Seat, targets: Targets): Result<{ owner: Seat; system: string }> {
  const owner = Number(targets.owner);
  if (owner === seat) return fail('transactions/own-note', '69.2', 'You cannot play your own Scepter of Dominion.');
  if (!playableCopies(state, seat, NOTE).some((r) => r.owner === owner))
    return fail('ability/not-held', '69.1', 'You do not hold that Scepter of Dominion.');
  const system = targets.system;
  if (typeof system !== 'string' || !scepterSystems(state, seat).includes(system))
    return fail('ability/bad-target', '69', 'Pick a system that is no one’s home and holds your units.');
  return ok({ owner, system });
}

export const SCEPTER_OF_DOMINION: AbilityDef = {
  id: 'scepter-of-dominion',
  name: 'Scepter of Dominion',
  source: { kind: 'promissory-note', note: NOTE },
  window: 'start-of-strategy-phase',
  costs: [],
  eligible: (state, seat) => mayHoldNoteOf(state, seat, 'mahact'),
  targetOptions: (state, seat) =>
    playableCopies(state, seat, NOTE).flatMap((r) =>
      scepterSystems(state, seat).map((system) => ({
        label: `${nameOf(state, r.owner)}'s note: ${systemLabel(state, system)} takes a token of each player in their fleet pool`,
        targets: { owner: r.owner, system },
      })),
    ),
  check: (state, seat, targets) => {
    const r = checkScepter(state, seat, targets);
    return r.ok ? ok(undefined) : r;
  },
  resolve: (ctx, seat, targets) => {
    const r = checkScepter(ctx.state, seat, targets);
    if (!r.ok) return;
    const { owner, system } = r.value;
    // None where a token of theirs is already (20.6); from a pool of their sheet when reinforcements hold none (20.3b).
    placeTokensFromReinforcements(ctx, scepterPlayers(ctx.state, seat, owner), system);
    returnNote(ctx, seat, { note: NOTE, owner });
  },
};

export const MAHACT_SCEPTER = defineContent({ abilities: [SCEPTER_OF_DOMINION] });
