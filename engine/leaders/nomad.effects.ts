// The Nomad's leaders, what they change in the rules. The commander, Navarch Feng (LRR 51.6, 67 producing units):
// while unlocked (or shared by the Alliance, 51.8), its user produces their flagship without spending resources; the
// flagship's cost itself is unchanged. Artuno the Betrayer (51.4, engine/leaders/nomad-company.ts): the moment a seat
// that could use it gains trade goods from the supply, found in the command's events (1.19, AFTER_EVENTS). The hero,
// Ahk-Syl Siven (58.4c, engine/leaders/heroes/nomad.ts): used this round, their flagship moving with nothing but its
// load may leave systems holding their command tokens.
import { AFTER_EVENTS, FLAGSHIP_WITHOUT_RESOURCES, LONE_SHIP_IGNORES_OWN_TOKENS } from '../effects/hooks';
import { usedThisRound } from '../kernel/abilities';
import { defineProvider } from '../kernel/effects';
import { commanderActive, mayUseLeader } from '../kernel/leader-sheet';
import type { StepCall } from '../kernel/steps';

export const NOMAD_LEADER_EFFECTS = defineProvider('leaders:nomad', [
  FLAGSHIP_WITHOUT_RESOURCES.answer(({ state, seat }) => commanderActive(state, seat, 'nomadcommander')),
  LONE_SHIP_IGNORES_OWN_TOKENS.answer(
    ({ state, seat, unit }) => unit === 'flagship' && usedThisRound(state, 'nomadhero', seat),
  ),
  // Gains marked with a source (converted commodities, another player, a card) are not from the supply.
  AFTER_EVENTS.answer(({ state, events }) => {
    const out: StepCall[] = [];
    for (const e of events)
      if (e.type === 'trade-goods-changed' && e.delta > 0 && e.from === undefined)
        if (mayUseLeader(state, e.seat, 'nomadagentartuno', 'agent'))
          out.push({
            step: 'window/open',
            args: { window: 'when-gaining-trade-goods', subject: { seat: e.seat, amount: e.delta }, quiet: true },
          });
    return out;
  }),
]);
