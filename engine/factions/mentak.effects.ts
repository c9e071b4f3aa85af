// The Mentak Coalition, what they change in the rules — LRR 87 sustain damage, 96 faction units: other players' ships
// in their flagship's system (Fourth Moon), and other players' ground forces on their mech's planet (Moll Terminus),
// cannot use Sustain Damage — against any hits, in or out of combat. 1.19: the moments after which Pillage
// (mentak-pillage.ts) and Salvage Operations (mentak-salvage.ts) apply, found in the command's events.
import { SHIP_TYPES, type UnitType } from '../data/types';
import { AFTER_EVENTS, AFTER_UNITS_DESTROYED, CANNOT_SUSTAIN_DAMAGE } from '../effects/hooks';
import type { StepCall } from '../kernel/steps';
import type { GameEvent } from '../core/events';
import type { Seat } from '../core/state';
import { groundForceTypes } from '../combat/unit-stats';
import { defineProvider } from '../kernel/effects';
import { countAt, planetArea } from '../units/stacks';
import { mechAbilityOf, othersWithFlagship } from './units';

/** Pillage (mentak-pillage.ts): the players who gained trade goods or resolved a transaction in these events. */
function pillageMoments(events: readonly GameEvent[]): Seat[] {
  const out: Seat[] = [];
  const add = (seat: Seat) => {
    if (!out.includes(seat)) out.push(seat);
  };
  for (const e of events) {
    if (e.type === 'trade-goods-changed' && e.delta > 0) add(e.seat);
    else if (e.type === 'strategy-card-chosen' && e.tradeGoods > 0)
      add(e.seat); // 84.1a: the card's trade goods
    else if (e.type === 'transaction-resolved') {
      add(e.from);
      add(e.to);
    }
  }
  return out;
}

export const MENTAK_EFFECTS = defineProvider('faction:mentak', [
  // Pillage: a window for each player who gained trade goods or resolved a transaction and now holds 3 or more;
  // whether the Mentak may use it on them (neighbours, Promise of Protection) is the ability's eligibility.
  // Salvage Operations (mentak-salvage.ts): its owner won or lost a space combat that just ended.
  AFTER_EVENTS.answer(({ state, events }) => {
    const out: StepCall[] = [];
    for (const e of events) {
      if (e.type !== 'combat-ended' || e.combat !== 'space') continue;
      for (const seat of [e.winner, e.loser])
        if (seat !== null && state.players[seat]?.technologies.includes('so'))
          out.push({ step: 'mentak/salvage', args: { seat, system: e.system, won: seat === e.winner } });
    }
    const mentak = state.players.find((p) => p.faction === 'mentak' && !p.eliminated);
    if (!mentak) return out;
    for (const seat of pillageMoments(events))
      if (seat !== mentak.seat && (state.players[seat]?.tradeGoods ?? 0) >= 3)
        out.push({
          step: 'window/open',
          args: { window: 'after-gaining-trade-goods', subject: { seat }, quiet: true },
        });
    return out;
  }),
  // Salvage Operations: the ship types destroyed in a space combat one of whose players owns it.
  AFTER_UNITS_DESTROYED.answer(({ state, system, planet, unit }) => {
    const combat = state.tactical?.notes.combat as
      { combat?: string; system?: string; attacker?: number; defender?: number } | undefined;
    if (planet !== null || combat?.combat !== 'space' || combat.system !== system) return [];
    if (!(SHIP_TYPES as readonly UnitType[]).includes(unit)) return [];
    const owns = (seat: number | undefined) =>
      seat !== undefined && (state.players[seat]?.technologies.includes('so') ?? false);
    return owns(combat.attacker) || owns(combat.defender)
      ? [{ step: 'mentak/salvage-record', args: { system, unit } }]
      : [];
  }),
  CANNOT_SUSTAIN_DAMAGE.answer(({ state, seat, area, type }, ask) => {
    const sys = state.board.systems[area.system];
    if (!sys) return false;
    if (area.planet === undefined)
      return (
        (SHIP_TYPES as readonly UnitType[]).includes(type) &&
        othersWithFlagship(state, area.system, seat, 'mentak_flagship')
      );
    if (!groundForceTypes(state, seat).includes(type)) return false; // a Hel-Titan too
    const planet = area.planet;
    return Object.keys(sys.planets[planet]?.units ?? {}).some(
      (k) =>
        Number(k) !== seat &&
        countAt(state, planetArea(area.system, planet), Number(k), 'mech') > 0 &&
        mechAbilityOf(state, Number(k), 'mentak_mech', ask),
    );
  }),
]);
