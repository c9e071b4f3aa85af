// The Nomad's The Company (LRR 51.1a, 51.3–51.4): two more agents beside their sheet. Artuno the Betrayer — when its
// user gains trade goods from the supply, it may exhaust to lay as many on its card, gained when the card readies
// (engine/kernel/leader-sheet.ts readyAgent). The Thundarian (78.5, 42.1) — after the roll dice step of any combat
// round, it may exhaust: no hits are assigned and the round rolls again. Windows ask from public facts only.
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { currentCombat, type CombatRecord } from '../combat/combat-record';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { payingCard } from '../kernel/leader-sheet';
import { stepFrame } from '../kernel/steps';
import { planetLabel, systemLabel } from '../tactical/labels';

export const ARTUNO = 'nomadagentartuno';
export const THUNDARIAN = 'nomadagentthundarian';

/** The trade goods the seat just gained from the supply, when the window is about its own gain. */
function gained(seat: Seat, subject: Subject): number {
  const amount = subject.amount;
  return subject.seat === seat && typeof amount === 'number' && Number.isInteger(amount) && amount > 0 ? amount : 0;
}

/** Artuno the Betrayer — when you gain trade goods from the supply: as many more go on this card until it readies. */
export const NOMAD_AGENT_ARTUNO: AbilityDef = {
  id: ARTUNO,
  name: 'Artuno the Betrayer',
  source: { kind: 'leader', leader: ARTUNO, role: 'agent' },
  window: 'when-gaining-trade-goods',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (_state, seat, subject) => gained(seat, subject) > 0,
  targetOptions: (_state, seat, subject) => {
    const n = gained(seat, subject);
    return n > 0
      ? [
          {
            label: `put ${n} trade good${n === 1 ? '' : 's'} from the supply on Artuno, yours when it readies`,
            targets: {},
          },
        ]
      : [];
  },
  check: (_state, seat, _targets, subject) =>
    gained(seat, subject) > 0
      ? ok(undefined)
      : fail('ability/not-eligible', '51.4', 'Artuno answers only your own gain of trade goods from the supply.'),
  resolve: (ctx, seat, _targets, subject) => {
    const n = gained(seat, subject);
    const p = ctx.state.players[seat];
    // Through Ssruu the goods lie on the Yssaril's own agent, the card that was exhausted.
    const card = payingCard(ctx.state, seat, ARTUNO, 'agent');
    if (!p || n <= 0 || card === null) return;
    const on = (p.tradeGoodsOnLeaders ??= {});
    on[card] = (on[card] ?? 0) + n;
    emit(ctx, { type: 'note', text: `${p.name} lays ${n} trade good${n === 1 ? '' : 's'} on Artuno the Betrayer.` });
  },
};

/** The combat whose rolls the window follows, while both sides' dice are still unassigned. */
function rolledCombat(state: GameState, subject: Subject): CombatRecord | null {
  const c = currentCombat(state);
  if (!c || c.system !== subject.system || (c.planet ?? null) !== (subject.planet ?? null)) return null;
  if (Object.keys(c.rolls).length === 0) return null;
  return state.stack.some((f) => f.frame === 'step' && f.step === 'combat/count-hits') ? c : null;
}

const combatWords = (state: GameState, c: CombatRecord): string =>
  c.planet === null
    ? `the space combat in ${systemLabel(state, c.system)}`
    : `the ground combat on ${planetLabel(c.planet)}`;

function thundarian(window: 'after-combat-rolls' | 'after-ground-combat-rolls', id: string): AbilityDef {
  return {
    id,
    name: 'The Thundarian',
    source: { kind: 'leader', leader: THUNDARIAN, role: 'agent' },
    window,
    costs: [{ kind: 'exhaust-source' }],
    eligible: (state, _seat, subject) => rolledCombat(state, subject) !== null,
    targetOptions: (state, _seat, subject) => {
      const c = rolledCombat(state, subject);
      return c
        ? [{ label: `no hits are assigned in ${combatWords(state, c)}: both sides roll this round again`, targets: {} }]
        : [];
    },
    check: (state, _seat, _targets, subject) =>
      rolledCombat(state, subject)
        ? ok(undefined)
        : fail('ability/not-now', '78.5', 'The Thundarian answers the dice of a combat round just rolled.'),
    resolve: (ctx, seat, _targets, subject) => {
      const c = rolledCombat(ctx.state, subject);
      if (!c) return;
      // The round goes back to its roll dice step: the count of hits still waiting becomes a new roll, and the dice
      // just rolled are set aside, so nothing else in this window can act on them.
      const stack = ctx.state.stack;
      for (let i = stack.length - 1; i >= 0; i--) {
        const f = stack[i]!;
        if (f.frame === 'step' && f.step === 'combat/count-hits') {
          stack[i] = stepFrame('combat/roll');
          break;
        }
      }
      c.rolls = {};
      const who = ctx.state.players[seat]?.name ?? `seat ${seat}`;
      emit(ctx, { type: 'note', text: `${who}'s Thundarian: ${combatWords(ctx.state, c)} rolls this round again.` });
    },
  };
}

export const NOMAD_AGENT_THUNDARIAN = thundarian('after-combat-rolls', THUNDARIAN);
export const NOMAD_AGENT_THUNDARIAN_GROUND = thundarian('after-ground-combat-rolls', `${THUNDARIAN}-ground`);

export const NOMAD_COMPANY_LEADERS = defineContent({
  abilities: [NOMAD_AGENT_ARTUNO, NOMAD_AGENT_THUNDARIAN, NOMAD_AGENT_THUNDARIAN_GROUND],
});
