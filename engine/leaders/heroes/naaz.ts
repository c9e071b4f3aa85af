// The Naaz-Rokha hero, Hesh and Prit (LRR 51.10–51.12, 73.2 gaining a relic, 82–83 strategy cards, 20.5): ACTION —
// gain 1 relic, then resolve the secondary ability of up to 2 strategy cards that are readied or that nobody chose,
// one after the other, each token it costs paid from reinforcements (engine/leaders/heroes/naaz.effects.ts); purged.
// Not a strategic action: no card is exhausted and nobody else follows.
import { z } from 'zod';
import { idSchema, seatSchema } from '../../core/schemas';
import { fail, ok } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { STRATEGY_CARDS } from '../../data/strategy-cards';
import type { AbilityDef } from '../../kernel/abilities';
import { defineChoice, pushChoice } from '../../kernel/choices';
import { defineContent } from '../../kernel/content';
import { removeDecision } from '../../kernel/stack';
import { defineStep, stepFrame } from '../../kernel/steps';
import type { Choices } from '../../phases/cards/common';
import { STRATEGY_CARD_EFFECTS } from '../../phases/strategy-card-effects';
import { gainRelic } from '../../relics/gain';
import { NAAZ_HERO_CHOICE } from './naaz.effects';

const pickArgs = z.object({ seat: seatSchema, left: z.number().int().min(1).max(2), done: z.array(idSchema) });
const optionSchema = z.object({ card: idSchema, choices: z.record(z.string(), z.unknown()) });
const STOP = 'stop';

declare module '../../kernel/choices' {
  interface ChoiceArgs {
    'leaders/naaz-hero-secondary': z.infer<typeof pickArgs>;
  }
}
declare module '../../kernel/steps' {
  interface StepArgs {
    'leaders/naaz-hero-next': z.infer<typeof pickArgs>;
  }
}

const cardName = (card: string): string => STRATEGY_CARDS[card as keyof typeof STRATEGY_CARDS]?.name ?? card;

/** Strategy cards readied in a play area or chosen by nobody, not yet resolved by this use of the hero. */
function cardsOpen(state: GameState, done: readonly string[]): string[] {
  return Object.entries(state.strategyCards)
    .filter(([card, c]) => {
      if (done.includes(card) || !STRATEGY_CARD_EFFECTS[card]) return false;
      if (c.holder === null) return true;
      return !(state.players[c.holder]?.exhaustedStrategyCards ?? []).includes(card);
    })
    .map(([card]) => card);
}

/** Hesh and Prit — ACTION: gain 1 relic; resolve the secondary of up to 2 readied or unchosen strategy cards; purge. */
export const NAAZ_HERO: AbilityDef = {
  id: 'naazhero',
  name: 'Hesh and Prit',
  source: { kind: 'leader', leader: 'naazhero', role: 'hero' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: (_state, seat, subject) => subject.turn === seat,
  targetOptions: () => [
    {
      label: 'gain 1 relic, then resolve up to 2 secondary abilities of readied or unchosen strategy cards',
      targets: {},
    },
  ],
  check: () => ok(undefined),
  resolve: (ctx, seat) => {
    gainRelic(ctx, seat);
    pushChoice(ctx, NAAZ_HERO_CHOICE, { args: { seat, left: 2, done: [] }, waitingOn: [seat] });
  },
};

/** The secondaries the seat could resolve now, as options (the token rule of the hero applies: its choice is on top). */
function secondaryOptions(state: GameState, seat: Seat, done: readonly string[]) {
  return cardsOpen(state, done).flatMap((card) => {
    const effect = STRATEGY_CARD_EFFECTS[card]!;
    return effect
      .secondaryChoices(state, seat)
      .filter((c) => effect.checkSecondary(state, seat, c.choices).ok)
      .map((c) => ({
        option: JSON.stringify({ card, choices: c.choices }),
        label: `Hesh and Prit: ${cardName(card)} secondary — ${c.label}`,
      }));
  });
}

export const NAAZ_HERO_SECONDARY = defineChoice(NAAZ_HERO_CHOICE, pickArgs, {
  rule: '51.10',
  options: (state, d, seat) =>
    seat !== d.args.seat
      ? []
      : [
          ...secondaryOptions(state, seat, d.args.done),
          { option: STOP, label: 'Hesh and Prit: resolve no more secondary abilities' },
        ],
  resolve: (ctx, decision, option) => {
    const { seat, left, done } = decision.args;
    if (option === STOP) {
      removeDecision(ctx.state, decision);
      return ok(undefined);
    }
    let picked: z.infer<typeof optionSchema>;
    try {
      picked = optionSchema.parse(JSON.parse(option));
    } catch {
      return fail('flow/not-an-option', '51.10', 'Choose a secondary ability of a readied or unchosen strategy card.');
    }
    const effect = STRATEGY_CARD_EFFECTS[picked.card];
    if (!effect || !cardsOpen(ctx.state, done).includes(picked.card))
      return fail('flow/not-an-option', '51.10', 'Choose a secondary ability of a readied or unchosen strategy card.');
    // Checked and resolved while the hero's choice is still on the stack: its tokens come from reinforcements.
    const checked = effect.checkSecondary(ctx.state, seat, picked.choices as Choices);
    if (!checked.ok) return checked;
    // The next pick waits beneath the decision, so whatever the secondary asks is answered first.
    const at = ctx.state.stack.lastIndexOf(decision);
    if (left > 1)
      ctx.state.stack.splice(
        at,
        0,
        stepFrame('leaders/naaz-hero-next', { seat, left: left - 1, done: [...done, picked.card] }),
      );
    effect.resolveSecondary({ ...ctx, seat }, picked.choices as Choices);
    removeDecision(ctx.state, decision);
    return ok(undefined);
  },
  default: () => STOP,
});

/** The second pick, once the first secondary's own decisions are answered (it may always stop there). */
const NAAZ_HERO_NEXT = defineStep('leaders/naaz-hero-next', pickArgs, (ctx, args) => {
  if (cardsOpen(ctx.state, args.done).length === 0) return;
  pushChoice(ctx, NAAZ_HERO_CHOICE, { args, waitingOn: [args.seat] });
});

export const NAAZ_HERO_LEADERS = defineContent({
  abilities: [NAAZ_HERO],
  choices: [NAAZ_HERO_SECONDARY],
  steps: [NAAZ_HERO_NEXT],
});
