// The Emirates of Hacan — LRR 74 and 56 (a result raised after the roll), 96 faction units: their flagship (Wrath
// of Kenara) lets them spend 1 trade good to add 1 to a die rolled in a space combat in its system. Offered right
// after the roll, for the dice that missed by exactly 1 (a +1 changes nothing else). 90 technologies: Production
// Biomes (a component action: 4 trade goods, 2 for another player) and Quantum Datahub Node (at the end of the
// strategy phase, 1 strategy token and 3 trade goods buy an exchange of strategy cards with another player).
import { unitLabel } from '../tactical/labels';
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { seatSchema } from '../core/schemas';
import type { GameState, Seat } from '../core/state';
import { currentCombat } from '../combat/combat-record';
import type { Die } from '../combat/dice';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { spendableTradeGoods, spendTradeGoodsAndSay } from '../economy/trade-goods';
import { popDecision } from '../kernel/stack';
import { defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { placeFaceUp } from '../transactions/place-face-up';
import { flagshipIn } from './units';

const HACAN_CHOICE = 'combat/hacan-flagship' as const;

const seatArgs = z.object({ seat: seatSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'combat/hacan-flagship': NoArgs;
    'hacan/quantum-datahub': NoArgs;
  }
}
declare module '../kernel/choices' {
  interface ChoiceArgs {
    [HACAN_CHOICE]: z.infer<typeof seatArgs>;
    [QDN_CHOICE]: z.infer<typeof seatArgs>;
  }
}

/** Indexes of the seat's dice this round that 1 trade good would turn into hits. */
function hacanCandidates(state: GameState, seat: Seat): number[] {
  const c = currentCombat(state);
  if (!c || c.combat !== 'space' || !flagshipIn(state, c.system, seat, 'hacan_flagship')) return [];
  if (spendableTradeGoods(state, seat) < 1) return [];
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
          label: `Wrath of Kenara: spend 1 trade good to add 1 to the ${unitLabel(d.unit)}'s ${d.result} (needs ${d.hitsOn - d.modifier}) — a hit`,
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
    spendTradeGoodsAndSay(ctx, seat, 1);
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
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

// ---- Production Biomes -------------------------------------------------------------------------------------------

const otherPlayers = (state: GameState, seat: Seat): Seat[] =>
  state.players.filter((p) => p.seat !== seat && !p.eliminated).map((p) => p.seat);

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

/** Production Biomes: exhausted with 1 strategy token, 4 trade goods for the Hacan and 2 for another player. */
export const PRODUCTION_BIOMES: AbilityDef = {
  id: 'production-biomes',
  name: 'Production Biomes',
  source: { kind: 'technology', technology: 'pm' },
  window: 'action',
  costs: [{ kind: 'exhaust-source' }, { kind: 'strategy-token' }],
  eligible: (state, seat) => state.phase === 'action' && state.activeSeat === seat,
  targetOptions: (state, seat) =>
    otherPlayers(state, seat).map((other) => ({
      label: `gain 4 trade goods; ${seatName(state, other)} gains 2`,
      targets: { player: other },
    })),
  check: (state, seat, targets) =>
    otherPlayers(state, seat).includes(Number(targets.player))
      ? ok(undefined)
      : fail('ability/bad-target', '1.9', 'Production Biomes gives 2 trade goods to another player in the game.'),
  resolve: (ctx, seat, targets) => {
    const other = Number(targets.player);
    ctx.state.players[seat]!.tradeGoods += 4;
    emit(ctx, { type: 'trade-goods-changed', seat, delta: 4 });
    ctx.state.players[other]!.tradeGoods += 2;
    emit(ctx, { type: 'trade-goods-changed', seat: other, delta: 2 });
  },
};

// ---- Quantum Datahub Node ----------------------------------------------------------------------------------------

const QDN_CHOICE = 'hacan/quantum-datahub' as const;

/** The exchanges Quantum Datahub Node offers its owner: one of their cards for one of another player's. */
function datahubSwaps(state: GameState, owner: Seat): { mine: string; theirs: string; other: Seat }[] {
  const me = state.players[owner];
  if (!me || !me.technologies.includes('qdn') || me.pools.strategy < 1 || me.tradeGoods < 3) return [];
  return state.players
    .filter((p) => p.seat !== owner && !p.eliminated)
    .flatMap((p) =>
      me.strategyCards.flatMap((mine) => p.strategyCards.map((theirs) => ({ mine, theirs, other: p.seat }))),
    );
}

function giveCard(state: GameState, card: string, from: Seat, to: Seat): void {
  const a = state.players[from]!;
  a.strategyCards = a.strategyCards.filter((c) => c !== card);
  state.players[to]!.strategyCards.push(card);
  const sc = state.strategyCards[card];
  if (sc) sc.holder = to;
}

const cardName = (card: string): string => card.charAt(0).toUpperCase() + card.slice(1);

export const QUANTUM_DATAHUB_CHOICE = defineChoice(QDN_CHOICE, seatArgs, {
  options: (state, decision) => [
    { option: 'keep', label: 'Quantum Datahub Node: keep your strategy cards' },
    ...datahubSwaps(state, decision.args.seat).map((s) => ({
      option: `${s.mine}>${s.other}:${s.theirs}`,
      label: `Quantum Datahub Node: 1 strategy token and 3 trade goods to ${seatName(state, s.other)}; your ${cardName(s.mine)} for their ${cardName(s.theirs)}`,
    })),
  ],
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    if (option === 'keep') return ok(undefined);
    const seat = decision.args.seat;
    const swap = datahubSwaps(ctx.state, seat).find((s) => `${s.mine}>${s.other}:${s.theirs}` === option);
    if (!swap) return fail('ability/bad-target', '1.9', 'Choose one of the exchanges offered.');
    const p = ctx.state.players[seat]!;
    p.pools.strategy -= 1;
    emit(ctx, {
      type: 'tokens-changed',
      seat,
      tactic: p.pools.tactic,
      fleet: p.pools.fleet,
      strategy: p.pools.strategy,
    });
    p.tradeGoods -= 3;
    emit(ctx, { type: 'trade-goods-changed', seat, delta: -3 });
    ctx.state.players[swap.other]!.tradeGoods += 3;
    emit(ctx, { type: 'trade-goods-changed', seat: swap.other, delta: 3, from: 'player' });
    giveCard(ctx.state, swap.mine, seat, swap.other);
    giveCard(ctx.state, swap.theirs, swap.other, seat);
    emit(ctx, {
      type: 'note',
      text: `Quantum Datahub Node: ${seatName(ctx.state, seat)} exchanges ${cardName(swap.mine)} for ${seatName(ctx.state, swap.other)}'s ${cardName(swap.theirs)}.`,
    });
    return ok(undefined);
  },
  default: () => 'keep',
});

const DATAHUB_STEPS = [
  /** At the end of the strategy phase (84): each owner of Quantum Datahub Node who could pay is asked. */
  defineStep('hacan/quantum-datahub', noArgs, (ctx) => {
    for (const p of [...ctx.state.players].reverse())
      if (datahubSwaps(ctx.state, p.seat).length > 0)
        pushChoice(ctx, QDN_CHOICE, { args: { seat: p.seat }, waitingOn: [p.seat] });
  }),
];

/** Trade Convoys, the Hacan's note: played as an action face up; its effect is in engine/transactions/scope.ts. */
const TRADE_CONVOYS = placeFaceUp('trade-convoys', 'convoys', 'Trade Convoys');

export const HACAN = defineContent({
  abilities: [PRODUCTION_BIOMES, TRADE_CONVOYS],
  steps: [...HACAN_STEPS, ...DATAHUB_STEPS],
  choices: [HACAN_FLAGSHIP_CHOICE, QUANTUM_DATAHUB_CHOICE],
});
