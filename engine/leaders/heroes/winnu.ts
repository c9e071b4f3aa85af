// The Winnu hero, Mathis Mathinus (LRR 51.10–51.12, 82 strategic action, 20.5): as a component action, resolve the
// primary ability of any strategy card — held or not, readied or not — then let the players it names resolve that
// card's secondary (each paying its usual strategy-pool token); then purged. Not a strategic action: no card is
// exhausted and no "when a strategic action is performed" window opens.
import { z } from 'zod';
import { leftOf } from '../../core/order';
import { fail, ok, type Result } from '../../core/result';
import { idSchema, recordSchema, seatSchema } from '../../core/schemas';
import type { GameState, Seat } from '../../core/state';
import { STRATEGY_CARDS } from '../../data/strategy-cards';
import type { AbilityDef, Targets } from '../../kernel/abilities';
import { defineContent } from '../../kernel/content';
import { pushDecision } from '../../kernel/stack';
import { defineStep, pushStep } from '../../kernel/steps';
import { STRATEGY_CARD_EFFECTS } from '../../phases/strategy-card-effects';

const targetsSchema = z.object({ card: idSchema, choices: recordSchema, others: z.array(seatSchema) });
const secondariesArgs = z.object({ card: idSchema, active: seatSchema, others: z.array(seatSchema) });

declare module '../../kernel/steps' {
  interface StepArgs {
    'leaders/winnu-hero-secondaries': z.infer<typeof secondariesArgs>;
  }
}

const cardName = (card: string): string => STRATEGY_CARDS[card as keyof typeof STRATEGY_CARDS]?.name ?? card;

/** The other players still in the game, clockwise from the seat's left. */
const othersOf = (state: GameState, seat: Seat): Seat[] => leftOf(state, seat);

function checkTargets(state: GameState, seat: Seat, targets: Targets): Result<z.infer<typeof targetsSchema>> {
  const t = targetsSchema.safeParse(targets);
  if (!t.success) return fail('input/bad-targets', 'input', 'Choose a strategy card, its choices and the players.');
  const effect = STRATEGY_CARD_EFFECTS[t.data.card];
  if (!effect) return fail('ability/bad-target', '51.10', `There is no strategy card "${t.data.card}".`);
  const others = othersOf(state, seat);
  if (new Set(t.data.others).size !== t.data.others.length || t.data.others.some((s) => !others.includes(s)))
    return fail('ability/bad-target', '51.10', 'Name other players still in the game, each once.');
  const primary = effect.checkPrimary(state, seat, t.data.choices);
  return primary.ok ? ok(t.data) : primary;
}

/** Mathis Mathinus — ACTION: resolve any strategy card's primary; chosen players may resolve its secondary; purge. */
export const WINNU_HERO: AbilityDef = {
  id: 'winnuhero',
  name: 'Mathis Mathinus',
  source: { kind: 'leader', leader: 'winnuhero', role: 'hero' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: () => true,
  // One button per legal primary, offering the secondary to every other player (the command may name fewer).
  targetOptions: (state, seat) => {
    const others = othersOf(state, seat);
    const out: { label: string; targets: Targets }[] = [];
    for (const [card, effect] of Object.entries(STRATEGY_CARD_EFFECTS)) {
      if (!effect) continue;
      for (const c of effect.primaryChoices(state, seat))
        if (effect.checkPrimary(state, seat, c.choices).ok)
          out.push({
            label: `${cardName(card)} primary: ${c.label}; everyone else may follow`,
            targets: { card, choices: c.choices, others },
          });
    }
    return out;
  },
  check: (state, seat, targets) => {
    const t = checkTargets(state, seat, targets);
    return t.ok ? ok(undefined) : t;
  },
  resolve: (ctx, seat, targets) => {
    const t = checkTargets(ctx.state, seat, targets);
    if (!t.ok) return; // checked when used; 1.9: what can no longer be done is skipped
    // The secondaries follow the primary's own steps (the stack runs the last pushed first).
    pushStep(ctx.state, 'leaders/winnu-hero-secondaries', { card: t.value.card, active: seat, others: t.value.others });
    STRATEGY_CARD_EFFECTS[t.value.card]!.resolvePrimary({ ...ctx, seat }, t.value.choices);
  },
};

/** 82.1 as for a strategic action, but only the players the hero named are asked, clockwise from its user's left. */
const WINNU_HERO_SECONDARIES = defineStep('leaders/winnu-hero-secondaries', secondariesArgs, (ctx, args) => {
  const effect = STRATEGY_CARD_EFFECTS[args.card];
  const asked = othersOf(ctx.state, args.active).filter(
    (s) => args.others.includes(s) && !effect?.skipsSecondary?.(ctx.state, s),
  );
  if (asked.length === 0) return;
  pushDecision(ctx, {
    kind: 'strategic-secondary',
    card: args.card,
    activeSeat: args.active,
    waitingOn: asked,
    answered: [],
  });
});

export const WINNU_HERO_LEADERS = defineContent({ abilities: [WINNU_HERO], steps: [WINNU_HERO_SECONDARIES] });
