// The Barony of Letnev's leaders (LRR 51): Viscount Unlenn (agent: 1 ship rolls 1 extra die in a space combat
// round), Rear Admiral Farran (commander: 1 trade good after your units use Sustain Damage), Darktalon Treilla (hero:
// for the rest of the round your fleet pool does not limit your ships in a system).
import { fail, ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { extraDieAgent } from './extra-die';

/** Viscount Unlenn — at the start of a space combat round: 1 ship in it rolls 1 additional die this round. */
export const LETNEV_AGENT = extraDieAgent({
  leader: 'letnevagent',
  name: 'Viscount Unlenn',
  window: 'start-of-combat-round',
  unitWord: 'ship',
  combatWord: 'space combat',
});

/** Rear Admiral Farran — after 1 or more of your units use Sustain Damage: you may gain 1 trade good. */
export const LETNEV_COMMANDER: AbilityDef = {
  id: 'letnevcommander',
  name: 'Rear Admiral Farran',
  source: { kind: 'leader', leader: 'letnevcommander', role: 'commander' },
  window: 'after-sustain-damage',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (_state, seat, subject) => subject.seat === seat,
  targetOptions: () => [{ label: 'gain 1 trade good', targets: {} }],
  check: (_state, seat, _targets, subject) =>
    subject.seat === seat
      ? ok(undefined)
      : fail('ability/not-now', '51.6', 'Rear Admiral Farran answers only your own units using Sustain Damage.'),
  resolve: (ctx, seat) => {
    ctx.state.players[seat]!.tradeGoods += 1;
    emit(ctx, { type: 'trade-goods-changed', seat, delta: 1 });
  },
};

/** Darktalon Treilla — ACTION: until the end of the round no fleet pool (nor law) limits your ships; then purge. */
export const LETNEV_HERO: AbilityDef = {
  id: 'letnevhero',
  name: 'Darktalon Treilla',
  source: { kind: 'leader', leader: 'letnevhero', role: 'hero' },
  window: 'action',
  // Purged when used rather than at the end of the round: the card cannot be used again either way, and the
  // effect is kept by the round's use record until the round ends (engine/leaders/letnev.effects.ts).
  costs: [{ kind: 'purge-source' }],
  limit: { per: 'round', times: 1 },
  eligible: () => true,
  targetOptions: () => [{ label: 'your ships ignore your fleet pool this round', targets: {} }],
  check: () => ok(undefined),
  resolve: () => undefined,
};

export const LETNEV_LEADERS = defineContent({ abilities: [LETNEV_AGENT, LETNEV_COMMANDER, LETNEV_HERO] });
