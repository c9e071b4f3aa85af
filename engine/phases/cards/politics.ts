// LRR 66 Politics (and 80.6): give the speaker token to a player who does not hold it (yourself included), draw two
// action cards, then look at the top two agenda cards in secret and put each on the top or the bottom of the deck.
// Secondary (66.3): spend a strategy token to draw two action cards.
// The cards seen stay private: the decision names no card; only the options shown to the active player do, and the
// option codes name positions ("top-21"), so neither the view nor the command log reveals the deck.
import { noArgs, type NoArgs } from '../../kernel/steps';
import { z } from 'zod';
import { fail, ok } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { AGENDAS, isAgendaId } from '../../data/agendas';
import { defineChoice } from '../../kernel/choices';
import { emit, type CommandCtx } from '../../kernel/context';
import { popDecision } from '../../kernel/stack';
import { drawActionCards } from '../status';
import {
  type StrategyCardEffect,
  checkStrategyToken,
  parseChoices,
  pushFollowUpChoice,
  spendStrategyToken,
} from './common';

declare module '../../kernel/choices' {
  interface ChoiceArgs {
    'politics/arrange-agenda': NoArgs;
  }
}

const primarySchema = z.object({ speaker: z.number().int().min(0).max(7) });

const agendaName = (id: string): string => (isAgendaId(id) ? AGENDAS[id].name : id);

export const POLITICS: StrategyCardEffect = {
  checkPrimary: (state, _seat, choices) => {
    const parsed = parseChoices(primarySchema, choices, 'who becomes the speaker');
    if (!parsed.ok) return parsed;
    const chosen = state.players[parsed.value.speaker];
    if (!chosen || chosen.eliminated)
      return fail('politics/unknown-player', '66.2', 'Choose a player in the game as the new speaker.');
    if (chosen.seat === state.speaker)
      return fail(
        'politics/already-speaker',
        '80.6',
        `${chosen.name} already holds the speaker token: choose another player.`,
      );
    return ok(undefined);
  },
  resolvePrimary: (ctx: CommandCtx, choices) => {
    const { speaker } = primarySchema.parse(choices);
    ctx.state.speaker = speaker;
    emit(ctx, { type: 'speaker-changed', seat: speaker });
    drawActionCards(ctx, ctx.seat, 2);
    if (ctx.state.decks.agenda.draw.length > 0)
      pushFollowUpChoice(ctx, 'politics/arrange-agenda', { args: {}, waitingOn: [ctx.seat] });
  },
  primaryChoices: (state) =>
    state.players
      .filter((p) => !p.eliminated && p.seat !== state.speaker)
      .map((p) => ({ label: `make ${p.name} the speaker`, choices: { speaker: p.seat } })),
  checkSecondary: (state, seat) => checkStrategyToken(state, seat),
  resolveSecondary: (ctx) => {
    spendStrategyToken(ctx, ctx.seat);
    drawActionCards(ctx, ctx.seat, 2);
  },
  secondaryChoices: () => [{ label: 'draw 2 action cards', choices: {} }],
};

/**
 * 66.2 iii: where the (up to) two cards seen go. 'top-12' keeps them on top in the order seen; 'top-21' swaps
 * them; 'bottom-12'/'bottom-21' put both at the bottom (the second named lowest); '1top-2bottom'/'2top-1bottom' split.
 */
const ARRANGEMENTS = ['top-12', 'top-21', 'bottom-12', 'bottom-21', '1top-2bottom', '2top-1bottom'] as const;
type Arrangement = (typeof ARRANGEMENTS)[number];

function arrange(draw: string[], how: Arrangement): string[] {
  const seen = draw.slice(0, 2);
  const rest = draw.slice(seen.length);
  const [a, b] = seen as [string, string | undefined];
  const pick = (...cards: (string | undefined)[]) => cards.filter((c): c is string => c !== undefined);
  switch (how) {
    case 'top-12':
      return [...pick(a, b), ...rest];
    case 'top-21':
      return [...pick(b, a), ...rest];
    case 'bottom-12':
      return [...rest, ...pick(a, b)];
    case 'bottom-21':
      return [...rest, ...pick(b, a)];
    case '1top-2bottom':
      return [...pick(a), ...rest, ...pick(b)];
    case '2top-1bottom':
      return [...pick(b), ...rest, ...pick(a)];
  }
}

function arrangementLabel(state: GameState, how: Arrangement): string {
  const [a, b] = state.decks.agenda.draw.slice(0, 2).map(agendaName);
  if (b === undefined)
    return how.startsWith('top') ? `Keep ${a} on top of the agenda deck` : `Put ${a} at the bottom of the agenda deck`;
  switch (how) {
    case 'top-12':
      return `On top: ${a}, then ${b}`;
    case 'top-21':
      return `On top: ${b}, then ${a}`;
    case 'bottom-12':
      return `At the bottom: ${a}, then ${b} lowest`;
    case 'bottom-21':
      return `At the bottom: ${b}, then ${a} lowest`;
    case '1top-2bottom':
      return `${a} on top, ${b} at the bottom`;
    case '2top-1bottom':
      return `${b} on top, ${a} at the bottom`;
  }
}

const available = (state: GameState): Arrangement[] =>
  state.decks.agenda.draw.length >= 2 ? [...ARRANGEMENTS] : ['top-12', 'bottom-12'];

export const ARRANGE_AGENDA_CHOICE = defineChoice('politics/arrange-agenda', noArgs, {
  rule: '66.2',
  options: (state, _d, _seat: Seat) =>
    available(state).map((how) => ({ option: how, label: arrangementLabel(state, how) })),
  resolve: (ctx, decision, option) => {
    const deck = ctx.state.decks.agenda;
    deck.draw = arrange(deck.draw, option as Arrangement);
    popDecision(ctx.state, decision);
    emit(ctx, { type: 'agenda-deck-arranged', seat: ctx.seat });
    return ok(undefined);
  },
  default: () => 'top-12',
  // resolve refuses nothing: every listed arrangement can be made with the agenda deck as it is.
  offersOnlyLegal: true,
});

export const POLITICS_CHOICES = [ARRANGE_AGENDA_CHOICE];
