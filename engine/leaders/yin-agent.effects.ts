// The Yin agent, Brother Milor Ω (yin-agent.ts, LRR 51.4, 31): "after any player's unit is destroyed" — the window
// engine/units/destroy.ts opens only for a ship lost in a space combat (Courageous to the End) is opened here for
// every other destruction, while some seat holds the agent ready. Reads the combat from the tactical action's notes:
// a provider imports nothing that asks hooks (engine/kernel/effects.ts).
import { SHIP_TYPES, type UnitType } from '../data/types';
import { AFTER_UNITS_DESTROYED } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { mayUseLeader } from '../kernel/leader-sheet';

export const YIN_AGENT_EFFECTS = defineProvider('leaders:yin-agent', [
  AFTER_UNITS_DESTROYED.answer(({ state, seat, system, planet, unit, count }) => {
    if (!state.players.some((p) => mayUseLeader(state, p.seat, 'yinagent', 'agent'))) return [];
    const combat = state.tactical?.notes.combat as { combat?: string; system?: string } | undefined;
    const isShip = (SHIP_TYPES as readonly UnitType[]).includes(unit);
    // destroy.ts already opens the window for this one.
    if (combat?.combat === 'space' && combat.system === system && planet === null && isShip) return [];
    const subject = { seat, by: null, system, planet, unit, count };
    return [{ step: 'window/open', args: { window: 'after-unit-destroyed', subject } }];
  }),
]);
