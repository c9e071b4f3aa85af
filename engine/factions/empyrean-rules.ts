// The Empyrean's effects as empyrean.effects.ts answers them — LRR 58.4b, 57 (what Aetherpassage and Aetherstream
// granted for the tactical action under way), 58 (Voidwatch's owners), 94 and 21.5 (Dark Pact's trade goods), 8.15
// (Blood Pact's votes). Kept apart from the abilities (empyrean-passage.ts, empyrean-pacts.ts) because an effects
// provider must not import modules that ask hooks themselves (no import cycle through engine/effects).
import type { GameState, Seat } from '../core/state';
import { FACTIONS } from '../data/factions';
import { COMMODITY_VALUE_BONUS, ONE_VOTE_PER_PLAYER } from '../effects/hooks';
import { currentOutcomes } from '../agenda/outcomes';
import { emit, type FlowCtx } from '../kernel/context';
import type { Ask } from '../kernel/effects';
import { hasUnitsIn, parseCopy } from '../transactions/notes';

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

// ---- Granted for the tactical action under way ---------------------------------------------------------------------

/** What the Empyrean granted for the tactical action under way, in `state.tactical.notes`. */
export interface EmpyreanNote {
  /** Aetherpassage: the Empyrean seats whose ships the active player's ships may move through. */
  passage?: Seat[];
  /** Aetherstream: the seats that gave the active player's ships +1 move (one each). */
  stream?: Seat[];
}

const NOTE = 'empyrean';

export const empyreanNote = (state: GameState): EmpyreanNote =>
  (state.tactical?.notes[NOTE] as EmpyreanNote | undefined) ?? {};

/** Records a grant on the tactical action under way (none under way, nothing recorded: 5.4). */
export function addGrant(state: GameState, field: keyof EmpyreanNote, seat: Seat): void {
  if (!state.tactical) return;
  const note: EmpyreanNote = { ...empyreanNote(state) };
  note[field] = [...(note[field] ?? []), seat];
  state.tactical.notes[NOTE] = note;
}

// ---- Voidwatch -----------------------------------------------------------------------------------------------------

/** Voidwatch's owners (other than the mover) with units in the system the mover's ships moved into. */
export function voidwatchOwners(state: GameState, mover: Seat, system: string): Seat[] {
  return state.players
    .filter(
      (p) => p.seat !== mover && !p.eliminated && p.technologies.includes('vw') && hasUnitsIn(state, system, p.seat),
    )
    .map((p) => p.seat);
}

// ---- The pacts -----------------------------------------------------------------------------------------------------

/** The owners of the seat's face-up copies of this note. */
export const pactOwners = (state: GameState, seat: Seat, note: string): Seat[] =>
  (state.players[seat]?.promissoryInPlay ?? [])
    .map(parseCopy)
    .filter((r) => r !== null && r.note === note && r.owner !== seat)
    .map((r) => r!.owner);

/** 21.3: the commodity value on the faction sheet, with what raises it (Dynamis Core). */
export function commodityValueOf(state: GameState, seat: Seat, ask: Ask): number {
  const faction = state.players[seat]?.faction ?? '';
  const sheet = (FACTIONS as Record<string, { commodities: number } | undefined>)[faction]?.commodities ?? 0;
  return sheet + ask(COMMODITY_VALUE_BONUS, { state, seat });
}

function gainOne(ctx: FlowCtx, seat: Seat): void {
  ctx.state.players[seat]!.tradeGoods += 1;
  emit(ctx, { type: 'trade-goods-changed', seat, delta: 1 });
}

/** Dark Pact: `from` gave `to` `count` commodities; with `to`'s Dark Pact face up and the full value, 1 each. */
export function darkPactPayout(ctx: FlowCtx, from: Seat, to: Seat, count: number, ask: Ask): void {
  if (!pactOwners(ctx.state, from, 'dark_pact').includes(to)) return;
  const value = commodityValueOf(ctx.state, from, ask);
  if (value <= 0 || count !== value) return;
  gainOne(ctx, from);
  gainOne(ctx, to);
  emit(ctx, {
    type: 'note',
    text: `Dark Pact: ${seatName(ctx.state, from)} gave ${seatName(ctx.state, to)} ${count} commodities; each gains 1 trade good.`,
  });
}

const BLOOD_PACT_VOTES = 4;

/**
 * Blood Pact: after `seat` voted, a holder and the Empyrean who now both voted for that outcome give the holder 4
 * additional votes for it (8.15; none under Representative Government, 8.6). Each votes once per agenda, so the
 * second of the two to vote sets it off, once.
 */
export function bloodPactVotes(ctx: FlowCtx, seat: Seat, outcome: string, ask: Ask): void {
  const current = ctx.state.agenda?.current;
  if (!current || ask(ONE_VOTE_PER_PLAYER, { state: ctx.state })) return;
  const castBy = (s: Seat) => current.votes.find((v) => v.seat === s && v.outcome === outcome && v.votes > 0);
  for (const p of ctx.state.players) {
    for (const owner of pactOwners(ctx.state, p.seat, 'blood_pact')) {
      if (seat !== p.seat && seat !== owner) continue;
      const holderCast = castBy(p.seat);
      if (!holderCast || !castBy(owner)) continue;
      holderCast.votes += BLOOD_PACT_VOTES;
      const label = currentOutcomes(ctx.state, current).find((o) => o.id === outcome)?.label ?? outcome;
      emit(ctx, {
        type: 'note',
        text: `Blood Pact: ${p.name} and ${seatName(ctx.state, owner)} voted for ${label}; ${p.name} casts ${BLOOD_PACT_VOTES} more votes.`,
      });
    }
  }
}
