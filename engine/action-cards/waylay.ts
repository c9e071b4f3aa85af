// Waylay (LRR 2 action cards, 10 anti-fighter barrage, 78.3): before the player rolls for Anti-Fighter Barrage, the
// hits of that roll may be assigned to any of the opponent's ships, not only fighters (10.2) — and, being hits
// against ships that can take them, they may be cancelled by Sustain Damage (87.1).
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { barrageGroups } from '../combat/anti-fighter-barrage';
import { currentCombat } from '../combat/combat-record';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { fightsIn } from './morale-boost';

/** The space combat whose barrage is about to be rolled, when the seat has units there with the ability. */
function barrageOf(state: GameState, seat: Seat, subject: Subject) {
  const c = currentCombat(state);
  if (!c || c.combat !== 'space' || c.system !== subject.system || !fightsIn(subject, seat)) return undefined;
  return barrageGroups(state, c, seat).length > 0 ? c : undefined;
}

export const WAYLAY: AbilityDef = {
  id: 'waylay',
  name: 'Waylay',
  source: { kind: 'action-card', card: 'waylay' },
  window: 'before-anti-fighter-barrage',
  costs: [],
  // Units with Anti-Fighter Barrage are public: only a fighting seat that will roll is asked.
  eligible: (state, seat, subject) => barrageOf(state, seat, subject) !== undefined,
  targetOptions: (state, seat, subject) =>
    barrageOf(state, seat, subject) ? [{ label: 'your barrage hits may go to any ship', targets: {} }] : [],
  check: (state, seat, _targets, subject) =>
    barrageOf(state, seat, subject)
      ? ok(undefined)
      : fail('ability/bad-target', '2.6a', 'You have no unit with Anti-Fighter Barrage in this combat.'),
  resolve: (ctx, seat, _targets, subject) => {
    const c = barrageOf(ctx.state, seat, subject);
    if (c && !(c.barrageHitsShips ?? []).includes(seat)) c.barrageHitsShips = [...(c.barrageHitsShips ?? []), seat];
  },
};

export const WAYLAY_CARD = defineContent({ abilities: [WAYLAY] });
