// Rally (LRR 2 action cards, 20 command tokens, 20.3 reinforcements, 37 fleet pool): after you activate a system
// holding another player's ships, 2 command tokens from your reinforcements go to your fleet pool — as many as your
// reinforcements hold (20.3) and a fleet pool limit allows (Fleet Regulations).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { tokenReinforcements } from '../economy/command-tokens';
import { ask, FLEET_POOL_LIMIT } from '../effects';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { activatedByYou, activeSystemOf, checkActivatedByYou } from './activation-kit';
import { othersWithShips } from './card-kit';

const TOKENS = 2;

const othersThere = (state: GameState, seat: Seat, subject: Subject): boolean => {
  const system = activeSystemOf(state, subject);
  return system !== null && othersWithShips(state, system, seat).length > 0;
};

/** How many tokens the card places now (at least 1, or the reason it cannot be played). */
function placed(state: GameState, seat: Seat, subject: Subject): Result<number> {
  const checked = checkActivatedByYou(state, seat, subject, 'Rally');
  if (!checked.ok) return checked;
  if (!othersThere(state, seat, subject))
    return fail('ability/bad-target', '2.6a', "The active system holds no other player's ships.");
  const room = ask(FLEET_POOL_LIMIT, { state }) - state.players[seat]!.pools.fleet;
  const n = Math.min(TOKENS, tokenReinforcements(state, seat), room);
  return n > 0 ? ok(n) : fail('ability/bad-target', '20.3', 'You have no command token to place in your fleet pool.');
}

export const RALLY: AbilityDef = {
  id: 'rally',
  name: 'Rally',
  source: { kind: 'action-card', card: 'rally' },
  window: 'after-system-activated',
  costs: [],
  eligible: (state, seat, subject) => activatedByYou(subject, seat) && othersThere(state, seat, subject),
  targetOptions: (state, seat, subject) => {
    const n = placed(state, seat, subject);
    return n.ok
      ? [{ label: `${n.value} command token${n.value === 1 ? '' : 's'} to your fleet pool`, targets: {} }]
      : [];
  },
  check: (state, seat, _targets, subject) => {
    const n = placed(state, seat, subject);
    return n.ok ? ok(undefined) : n;
  },
  resolve: (ctx, seat, _targets, subject) => {
    const n = placed(ctx.state, seat, subject);
    if (!n.ok) return;
    const pools = ctx.state.players[seat]!.pools;
    pools.fleet += n.value;
    emit(ctx, { type: 'tokens-changed', seat, ...pools });
  },
};

export const RALLY_CARD = defineContent({ abilities: [RALLY] });
