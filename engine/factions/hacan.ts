// The Emirates of Hacan — LRR 74 and 56 (a result raised after the roll), 96 faction units: their flagship (Wrath
// of Kenara) lets them spend 1 trade good to add 1 to a die rolled in a space combat in its system. Offered right
// after the roll, for the dice that missed by exactly 1 (a +1 changes nothing else).
import { z } from 'zod';
import { ok } from '../core/result';
import { seatSchema } from '../core/schemas';
import type { GameState, Seat } from '../core/state';
import { currentCombat } from '../combat/combat-record';
import type { Die } from '../combat/dice';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { flagshipIn } from './units';

const HACAN_CHOICE = 'combat/hacan-flagship' as const;

const seatArgs = z.object({ seat: seatSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'combat/hacan-flagship': NoArgs;
  }
}
declare module '../kernel/choices' {
  interface ChoiceArgs {
    [HACAN_CHOICE]: z.infer<typeof seatArgs>;
  }
}

/** Indexes of the seat's dice this round that 1 trade good would turn into hits. */
function hacanCandidates(state: GameState, seat: Seat): number[] {
  const c = currentCombat(state);
  if (!c || c.combat !== 'space' || !flagshipIn(state, c.system, seat, 'hacan_flagship')) return [];
  if ((state.players[seat]?.tradeGoods ?? 0) < 1) return [];
  const dice = c.rolls[String(seat)] ?? [];
  return dice.flatMap((d, i) => (!d.hit && d.result + d.modifier + 1 >= d.hitsOn ? [i] : []));
}

const HACAN_STEPS = [
  /** After the combat rolls: the Hacan player (attacker or defender) is asked while a trade good can make a hit. */
  defineStep('combat/hacan-flagship', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c) return;
    for (const seat of [c.defender, c.attacker]) {
      if (hacanCandidates(ctx.state, seat).length > 0)
        pushChoice(ctx, HACAN_CHOICE, { args: { seat }, waitingOn: [seat] });
    }
  }),
];

export const HACAN_FLAGSHIP_CHOICE = defineChoice(HACAN_CHOICE, seatArgs, {
  options(state, decision) {
    const seat = decision.args.seat;
    const dice = currentCombat(state)?.rolls[String(seat)] ?? [];
    return [
      ...hacanCandidates(state, seat).map((i) => {
        const d = dice[i]!;
        return {
          option: `die:${i}`,
          label: `Wrath of Kenara: spend 1 trade good to add 1 to the ${d.unit}'s ${d.result} (needs ${d.hitsOn - d.modifier}) — a hit`,
        };
      }),
      { option: 'done', label: 'Spend no (more) trade goods on these dice' },
    ];
  },
  resolve(ctx, decision, option) {
    popDecision(ctx.state, decision);
    const seat = decision.args.seat;
    if (option === 'done') return ok(undefined);
    const c = currentCombat(ctx.state)!;
    const dice = c.rolls[String(seat)]!;
    const i = Number(option.slice('die:'.length));
    const d = dice[i]!;
    const raised: Die = {
      ...d,
      modifier: d.modifier + 1,
      resultBonus: (d.resultBonus ?? 0) + 1,
      hit: d.result + d.modifier + 1 >= d.hitsOn,
      rerolledBy: [...d.rerolledBy],
    };
    dice[i] = raised;
    ctx.state.players[seat]!.tradeGoods -= 1;
    emit(ctx, { type: 'trade-goods-changed', seat, delta: -1 });
    emit(ctx, {
      type: 'die-modified',
      seat,
      owner: seat,
      ability: 'hacan_flagship',
      unit: d.unit,
      hitsOn: d.hitsOn,
      modifier: raised.modifier,
      result: d.result,
      hit: raised.hit,
    });
    if (hacanCandidates(ctx.state, seat).length > 0)
      pushChoice(ctx, HACAN_CHOICE, { args: { seat }, waitingOn: [seat] });
    return ok(undefined);
  },
  // Spending is the player's call: a player who does not answer keeps their trade goods.
  default: () => 'done',
});

export const HACAN = defineContent({ steps: HACAN_STEPS, choices: [HACAN_FLAGSHIP_CHOICE] });
