// The Mentak agent, Suffi An (LRR 51.3–51.4, 2 action cards): after the Mentak used Pillage on another player, they
// may exhaust it; then they and that player each draw 1 action card. The window is opened by Pillage itself
// (engine/factions/mentak-pillage.ts) with the Mentak and the pillaged player as its subject.
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { drawActionCards } from '../phases/status';

/** The pillaged player, when the seat is the Mentak who just used Pillage on them. */
function pillaged(state: GameState, seat: Seat, subject: Subject): Result<Seat> {
  const target = subject.target;
  if (subject.seat !== seat || typeof target !== 'number' || !state.players[target] || target === seat)
    return fail('ability/not-now', '51.4', 'Suffi An is used right after you used Pillage on another player.');
  return ok(target);
}

/** Suffi An — after Pillage was used on another player: you and that player each draw 1 action card. */
export const MENTAK_AGENT: AbilityDef = {
  id: 'mentakagent',
  name: 'Suffi An',
  source: { kind: 'leader', leader: 'mentakagent', role: 'agent' },
  window: 'after-pillage',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, seat, subject) => pillaged(state, seat, subject).ok,
  targetOptions: (state, seat, subject) => {
    const target = pillaged(state, seat, subject);
    if (!target.ok) return [];
    const name = state.players[target.value]?.name ?? `seat ${target.value}`;
    return [{ label: `you and ${name} each draw 1 action card`, targets: {} }];
  },
  check: (state, seat, _targets, subject) => {
    const target = pillaged(state, seat, subject);
    return target.ok ? ok(undefined) : target;
  },
  resolve: (ctx, seat, _targets, subject) => {
    const target = pillaged(ctx.state, seat, subject);
    if (!target.ok) return;
    drawActionCards(ctx, seat, 1);
    drawActionCards(ctx, target.value, 1);
  },
};

export const MENTAK_AGENT_LEADERS = defineContent({ abilities: [MENTAK_AGENT] });
