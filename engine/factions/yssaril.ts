// The Yssaril Tribes — LRR 22 component actions: Stall Tactics (their faction ability: discard 1 action card from
// their hand as an action); 30 deploy: their mech (Blackshade Infiltrator) may then be placed on a planet they control.
// LRR 2 action cards: Scheming (their faction ability: whenever they draw action cards they draw
// 1 more, then discard 1 action card of their choice from their hand) and Crafty (no hand limit, which no effect can
// take away: engine/phases/hand-limit.ts asks NO_ACTION_CARD_HAND_LIMIT before the limit itself).
//
// What we decided, and why:
// - The discard comes right after the draw that caused it, before any hand-limit check (Crafty makes that moot).
// - The choice names the cards of the Yssaril's own hand and waits only on them; that Scheming is under way is public
//   (every draw of theirs triggers it), so asking shows the other players nothing.
// - The timeout discards the card drawn last.
import { z } from 'zod';
import { fail, ok } from '../core/result';
import { seatSchema } from '../core/schemas';
import { parseActionCardCopy, actionCard } from '../data/action-cards';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { defineStep } from '../kernel/steps';
import { afterActionCardsDiscarded } from '../phases/discards';
import { ask, MECH_ABILITIES_SUPPRESSED } from '../effects';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Targets } from '../kernel/abilities';
import type { FlowCtx } from '../kernel/context';
import { planetLabel } from '../tactical/labels';
import { placeUnits } from '../units/destroy';
import { planetArea } from '../units/stacks';
import { controlledPlanets } from '../economy/planets';
import { inSupply, unitIs } from './deploy';

const schemingArgs = z.object({ seat: seatSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'yssaril/scheming': z.infer<typeof schemingArgs>;
  }
}
declare module '../kernel/choices' {
  interface ChoiceArgs {
    'yssaril/scheming': z.infer<typeof schemingArgs>;
    'yssaril/blackshade-deploy': z.infer<typeof schemingArgs>;
  }
}

/** Puts a card of the hand on the discard pile (2: the pile is public), opening Reverse Engineer's window. */
function discardFromHand(ctx: FlowCtx, seat: Seat, copy: string): void {
  const p = ctx.state.players[seat]!;
  p.actionCards.splice(p.actionCards.indexOf(copy), 1);
  ctx.state.decks.action.discard.push(copy);
  emit(ctx, { type: 'action-cards-discarded', seat, count: 1 });
  afterActionCardsDiscarded(ctx, seat, [copy]);
}

const cardName = (copy: string): string => {
  const id = parseActionCardCopy(copy);
  return id ? actionCard(id).name : 'an action card';
};

const SCHEMING_STEP = defineStep('yssaril/scheming', schemingArgs, (ctx, args) => {
  if ((ctx.state.players[args.seat]?.actionCards.length ?? 0) > 0)
    pushChoice(ctx, 'yssaril/scheming', { args, waitingOn: [args.seat] });
});

const SCHEMING_CHOICE = defineChoice('yssaril/scheming', schemingArgs, {
  rule: '2',
  offersOnlyLegal: true,
  options: (state, decision) =>
    [...new Set(state.players[decision.args.seat]?.actionCards ?? [])].map((c) => ({
      option: c,
      label: `Scheming: discard ${cardName(c)}`,
    })),
  resolve: (ctx, decision, option) => {
    const p = ctx.state.players[decision.args.seat];
    if (!p || !p.actionCards.includes(option)) return fail('ability/not-held', '2', 'That card is not in your hand.');
    popDecision(ctx.state, decision);
    emit(ctx, { type: 'ability-used', seat: p.seat, ability: 'scheming', window: 'when-drawing-action-cards' });
    discardFromHand(ctx, p.seat, option);
    return ok(undefined);
  },
  default: (state, decision) => state.players[decision.args.seat]?.actionCards.at(-1),
});

// ---- Stall Tactics and the Blackshade Infiltrator -------------------------------------------------------------------

function checkStall(state: GameState, seat: Seat, targets: Targets) {
  const card = typeof targets.card === 'string' ? targets.card : '';
  if (!(state.players[seat]?.actionCards ?? []).includes(card))
    return fail('ability/bad-target', '22.3', 'Stall Tactics discards an action card from your hand.');
  return ok(card);
}

/** Stall Tactics: a component action that only discards 1 action card — a turn spent without passing. */
export const STALL_TACTICS: AbilityDef = {
  id: 'stall-tactics',
  name: 'Stall Tactics',
  source: { kind: 'faction', faction: 'yssaril' },
  window: 'action',
  costs: [],
  eligible: (state, seat) =>
    state.phase === 'action' && state.activeSeat === seat && (state.players[seat]?.actionCards.length ?? 0) > 0,
  targetOptions: (state, seat) =>
    [...new Set(state.players[seat]?.actionCards ?? [])].map((c) => ({
      label: `discard ${cardName(c)}`,
      targets: { card: c },
    })),
  check: (state, seat, targets) => {
    const checked = checkStall(state, seat, targets);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets) => {
    const checked = checkStall(ctx.state, seat, targets);
    if (!checked.ok) return;
    discardFromHand(ctx, seat, checked.value);
    // Blackshade Infiltrator: "after you use Stall Tactics" — offered at once.
    if (blackshadePlanets(ctx.state, seat).length > 0)
      pushChoice(ctx, 'yssaril/blackshade-deploy', { args: { seat }, waitingOn: [seat] });
  },
};

/** 30.2: where the Blackshade Infiltrator may be deployed; none when it cannot be (in play, Articles of War). */
function blackshadePlanets(state: GameState, seat: Seat) {
  if (!unitIs(state, seat, 'mech', 'yssaril_mech') || ask(MECH_ABILITIES_SUPPRESSED, { state })) return [];
  if (!inSupply(state, seat, 'mech')) return [];
  return controlledPlanets(state, seat);
}

const BLACKSHADE_CHOICE = defineChoice('yssaril/blackshade-deploy', schemingArgs, {
  rule: '30.2',
  offersOnlyLegal: true,
  options: (state, decision) => [
    ...blackshadePlanets(state, decision.args.seat).map((c) => ({
      option: c.id,
      label: `Blackshade Infiltrator: place 1 mech on ${planetLabel(c.id)}`,
    })),
    { option: 'decline', label: 'Blackshade Infiltrator: deploy no mech' },
  ],
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    if (option === 'decline') return ok(undefined);
    const at = blackshadePlanets(ctx.state, decision.args.seat).find((c) => c.id === option);
    if (!at) return ok(undefined);
    placeUnits(ctx, planetArea(at.system, at.id), decision.args.seat, 'mech', 1, 'deploy');
    return ok(undefined);
  },
  // A free mech: the timeout places it on the first planet offered.
  default: (state, decision) => blackshadePlanets(state, decision.args.seat)[0]?.id ?? 'decline',
});

export const YSSARIL = defineContent({
  abilities: [STALL_TACTICS],
  steps: [SCHEMING_STEP],
  choices: [SCHEMING_CHOICE, BLACKSHADE_CHOICE],
});
