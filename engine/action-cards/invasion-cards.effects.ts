// What the start-of-invasion action cards change for the rest of the invasion (LRR 49, 15 bombardment, 65 planetary
// shield, 77 space cannon): Blitz, Bunker and Disable record their play in the tactical action's notes (one invasion
// per tactical action, so the notes end with it), and this provider answers the hooks invasion and combat ask.
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { BOMBARDMENT_MODIFIER_AGAINST, GRANTED_BOMBARDMENT, PDS_DISABLED } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';

const NOTE = 'invasion-cards';

export interface InvasionCardNotes {
  /** Blitz: the seat whose non-fighter ships in the system gain Bombardment 6. */
  readonly blitz?: { readonly seat: Seat; readonly system: string };
  /** Bunker: the seats whose planets take -4 on every Bombardment die. */
  readonly bunker?: readonly Seat[];
  /** Disable: the seat whose opponents' PDS in the system lose Planetary Shield and Space Cannon. */
  readonly disable?: { readonly seat: Seat; readonly system: string };
}

export const invasionCardNotes = (state: GameState): InvasionCardNotes =>
  (state.tactical?.notes[NOTE] as InvasionCardNotes | undefined) ?? {};

/** For the cards' resolve: records a played card's lasting effect in the tactical action under way. */
export function noteInvasionCard(state: GameState, change: (notes: InvasionCardNotes) => InvasionCardNotes): void {
  if (!state.tactical) return;
  state.tactical.notes[NOTE] = change(invasionCardNotes(state));
}

/** Blitz's Bombardment: 6, one die. */
export const BLITZ_BOMBARDMENT = { hitsOn: 6, dice: 1 } as const;
/** Bunker's modifier. */
export const BUNKER_MODIFIER = -4;

const isNonFighterShip = (t: UnitType): boolean => t !== 'fighter' && (SHIP_TYPES as readonly UnitType[]).includes(t);

export const INVASION_CARD_EFFECTS = defineProvider('action-cards:invasion', [
  GRANTED_BOMBARDMENT.answer(({ state, seat, system, type }) => {
    const b = invasionCardNotes(state).blitz;
    return b && b.seat === seat && b.system === system && isNonFighterShip(type) ? BLITZ_BOMBARDMENT : null;
  }),
  BOMBARDMENT_MODIFIER_AGAINST.answer(({ state, planet }) => {
    const owner = Object.values(state.board.systems).find((s) => s.planets[planet])?.planets[planet]?.owner ?? null;
    return owner !== null && (invasionCardNotes(state).bunker ?? []).includes(owner) ? BUNKER_MODIFIER : 0;
  }),
  PDS_DISABLED.answer(({ state, seat, system }) => {
    const d = invasionCardNotes(state).disable;
    return d !== undefined && d.system === system && d.seat !== seat;
  }),
]);
