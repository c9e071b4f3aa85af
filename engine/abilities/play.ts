// LRR 1.11 costs, 1.18 use limits, 2.7–2.8 playing and cancelling action cards: how any ability is used.
import { z } from 'zod';
import { seatSchema, idSchema, recordSchema } from '../core/schemas';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { WindowId } from '../core/windows';
import { emit, type FlowCtx } from '../kernel/context';
import { nextSeq, pushDecision } from '../kernel/stack';
import { pushStep, defineStep } from '../kernel/steps';
import { ask, CANNOT_USE_ABILITY, STRATEGY_TOKEN_SPENT } from '../effects';
import { abilityById } from './catalog';
import { actionCardOf, holds, type AbilityDef, type Subject, type Targets } from '../kernel/abilities';
import { payingCard, payingStatus, payLeader } from '../kernel/leader-sheet';
import { spendableTradeGoods, spendTradeGoods } from '../economy/trade-goods';
import { exhaustRelic, legendaryExhausted, purgeRelic, relicExhausted, setLegendaryExhausted } from '../relics/holding';

const resolveArgs = z.object({
  ability: idSchema,
  seat: seatSchema,
  targets: recordSchema,
  subject: recordSchema,
  playId: z.number().int(),
});

declare module '../kernel/steps' {
  interface StepArgs {
    'ability/resolve': z.infer<typeof resolveArgs>;
  }
}

/**
 * Windows that are no timing event: component actions (each an action of its own, 1.5) and moments a player may act
 * at any time. An ability of theirs has no occurrence to count against.
 */
const NO_EVENT: ReadonlySet<WindowId> = new Set<WindowId>(['action', 'any-time', 'during-action-phase']);

type Limit = NonNullable<AbilityDef['limit']>;

const ONCE_PER_OCCURRENCE: Limit = { per: 'window', times: 1 };

/**
 * 1.18: whether an ability without a limit of its own counts against once per occurrence of its timing event. Not
 * cards and notes (spent as they are played: two copies of a card, or two players' copies of a note, are two
 * abilities), nor abilities of windows that are no event, nor those that say why they repeat.
 */
export const oncePerOccurrence = (def: AbilityDef): boolean =>
  !def.limit &&
  def.repeatable === undefined &&
  !NO_EVENT.has(def.window) &&
  def.source.kind !== 'action-card' &&
  def.source.kind !== 'promissory-note';

/**
 * 1.18: the limit an ability counts against — its own, or once for each occurrence of its timing event (the window
 * instance). Readying what was exhausted (Bio-Stims readying Predictive Intelligence) does not make a second use.
 */
function limitOf(def: AbilityDef, subject: Subject): AbilityDef['limit'] {
  if (def.limit) return def.limit;
  return oncePerOccurrence(def) && subject.instance !== undefined ? ONCE_PER_OCCURRENCE : undefined;
}

/**
 * What tells two occurrences apart within one window instance: an agenda revealed in place of another (Quash, Veto)
 * takes over the reveal windows still open (engine/agenda/phase.ts), and its reveal is a new occurrence (1.18).
 */
const occurrenceIn = (subject: Subject): string => (typeof subject.agenda === 'string' ? `:${subject.agenda}` : '');

/** The scope a limit counts in; 'window' uses the window instance from the subject. */
function limitKey(state: GameState, def: AbilityDef, seat: Seat, subject: Subject, limit: Limit): string {
  const scope =
    limit.per === 'round'
      ? `round:${state.round}`
      : limit.per === 'turn'
        ? `turn:${state.round}:${String(subject.turn ?? state.activeSeat)}`
        : `window:${String(subject.instance ?? '')}${occurrenceIn(subject)}`;
  return `${def.id}|${seat}|${scope}`;
}

/** 1.18: whether the seat already used the ability as often as its limit allows in this scope. */
function limitReached(state: GameState, seat: Seat, def: AbilityDef, subject: Subject): boolean {
  const limit = limitOf(def, subject);
  if (!limit) return false;
  const key = limitKey(state, def, seat, subject, limit);
  return state.abilityUses.filter((k) => k === key).length >= limit.times;
}

function checkCosts(state: GameState, seat: Seat, def: AbilityDef): Result<void> {
  const p = state.players[seat];
  if (!p) return fail('input/unknown-seat', 'input', 'Unknown seat.');
  for (const cost of def.costs) {
    if (
      cost.kind === 'exhaust-source' &&
      def.source.kind === 'technology' &&
      p.exhaustedTechnologies.includes(def.source.technology)
    ) {
      return fail('ability/exhausted', '1.11', `${def.name} is exhausted.`);
    }
    if (
      cost.kind === 'exhaust-source' &&
      def.source.kind === 'leader' &&
      payingStatus(state, seat, def.source.leader, def.source.role) !== 'unlocked'
    ) {
      return fail('ability/exhausted', '1.11', `${def.name} is exhausted.`);
    }
    if (cost.kind === 'exhaust-source' && def.source.kind === 'relic' && relicExhausted(p, def.source.relic))
      return fail('ability/exhausted', '1.11', `${def.name} is exhausted.`);
    if (
      cost.kind === 'exhaust-source' &&
      def.source.kind === 'legendary-planet' &&
      legendaryExhausted(state, def.source.planet)
    )
      return fail('ability/exhausted', '1.11', `${def.name} is exhausted.`);
    if (cost.kind === 'trade-goods' && spendableTradeGoods(state, seat) < cost.amount)
      return fail('ability/cost', '1.11', `${def.name} costs ${cost.amount} trade goods.`);
    if (cost.kind === 'strategy-token' && p.pools.strategy < 1)
      return fail('ability/cost', '1.11', `${def.name} costs a token from your strategy pool.`);
  }
  return ok(undefined);
}

/** Everything that must hold before the ability can be used: held, eligible, limit, cost, targets. */
export function checkUse(
  state: GameState,
  seat: Seat,
  def: AbilityDef,
  targets: Targets,
  subject: Subject,
): Result<void> {
  const usable = checkUsable(state, seat, def, subject);
  return usable.ok ? def.check(state, seat, targets, subject) : usable;
}

/**
 * The targets the seat may use the ability on now, for the lists of options: `checkUse` for each target the ability
 * offers, with the checks that do not depend on the target made once (an ability with many targets, such as
 * Primor's pairs of planets, would otherwise work out its eligibility once per target).
 */
export function usableTargets(
  state: GameState,
  seat: Seat,
  def: AbilityDef,
  subject: Subject,
): { label: string; targets: Targets }[] {
  if (!checkUsable(state, seat, def, subject).ok) return [];
  return def.targetOptions(state, seat, subject).filter((t) => def.check(state, seat, t.targets, subject).ok);
}

/** `checkUse` without the target: held, eligible, not forbidden, within its limit, its cost payable. */
function checkUsable(state: GameState, seat: Seat, def: AbilityDef, subject: Subject): Result<void> {
  if (!holds(state, seat, def)) return fail('ability/not-held', '1.3', `You do not have ${def.name}.`);
  if (!def.eligible(state, seat, subject))
    return fail('ability/not-eligible', '1.3', `${def.name} cannot be used by you at this moment.`);
  // 1.6: effects that forbid using abilities of this kind (Political Censure, Political Secret).
  const forbidden = ask(CANNOT_USE_ABILITY, { state, seat, source: def.source });
  if (forbidden) return { ok: false, error: forbidden };
  if (limitReached(state, seat, def, subject)) {
    return fail('ability/limit', '1.18', `${def.name} was already used as often as it allows.`);
  }
  return checkCosts(state, seat, def);
}

function payCosts(state: GameState, seat: Seat, def: AbilityDef): void {
  const p = state.players[seat]!;
  if (def.source.kind === 'action-card') {
    const card = def.source.card;
    const copy = p.actionCards.find((c) => actionCardOf(c) === card)!;
    p.actionCards.splice(p.actionCards.indexOf(copy), 1);
    // 2.7 discards after resolving; discarding as it is played is equivalent and keeps the card accounted for.
    state.decks.action.discard.push(copy);
  }
  for (const cost of def.costs) {
    if (cost.kind === 'exhaust-source' && def.source.kind === 'technology')
      p.exhaustedTechnologies.push(def.source.technology);
    if (cost.kind === 'exhaust-source' && def.source.kind === 'leader')
      payLeader(state, seat, def.source.leader, def.source.role, 'exhausted');
    if (cost.kind === 'purge-source' && def.source.kind === 'leader')
      payLeader(state, seat, def.source.leader, def.source.role, 'purged');
    if (cost.kind === 'exhaust-source' && def.source.kind === 'relic') exhaustRelic(p, def.source.relic);
    if (cost.kind === 'purge-source' && def.source.kind === 'relic') purgeRelic(state, seat, def.source.relic);
    if (cost.kind === 'exhaust-source' && def.source.kind === 'legendary-planet')
      setLegendaryExhausted(state, def.source.planet, true);
    if (cost.kind === 'trade-goods') spendTradeGoods(state, seat, cost.amount);
    if (cost.kind === 'strategy-token') p.pools.strategy -= 1;
  }
}

/** The agent card that paying the ability's cost exhausted (its own, or Ssruu for a copied agent), if any. */
function exhaustedAgent(state: GameState, seat: Seat, def: AbilityDef): string | null {
  const s = def.source;
  if (s.kind !== 'leader' || s.role !== 'agent' || !def.costs.some((c) => c.kind === 'exhaust-source')) return null;
  return payingCard(state, seat, s.leader, s.role);
}

/**
 * Uses an ability that `checkUse` accepted: pays its costs, then resolves it — after the Sabotage window for an
 * action card (2.6b: Sabotage itself cannot be answered by another Sabotage in this engine's card text).
 */
export function useAbility(ctx: FlowCtx, seat: Seat, def: AbilityDef, targets: Targets, subject: Subject): void {
  const { state } = ctx;
  const limit = limitOf(def, subject);
  if (limit) state.abilityUses.push(limitKey(state, def, seat, subject, limit));
  payCosts(state, seat, def);
  if (def.costs.some((c) => c.kind === 'strategy-token')) ask(STRATEGY_TOKEN_SPENT, { ctx, seat });
  const playId = nextSeq(state);
  const agent = exhaustedAgent(state, seat, def);
  emit(ctx, { type: 'ability-used', seat, ability: def.id, window: def.window, ...(agent ? { agent } : {}) });
  pushStep(state, 'ability/resolve', { ability: def.id, seat, targets, subject, playId });
  if (def.source.kind === 'action-card') {
    // A Sabotage is answered only by what may cancel it (Instinct Training): quiet, so no other Sabotage is asked.
    pushStep(state, 'window/open', {
      window: 'when-action-card-played',
      subject: { seat, card: def.source.card, playId },
      ...(def.source.card === 'sabotage' ? { quiet: true } : {}),
    });
  }
}

export const PLAY_STEPS = [
  defineStep('ability/resolve', resolveArgs, (ctx, args) => {
    const def = abilityById(args.ability);
    if (ctx.state.cancelledPlays.includes(args.playId)) {
      emit(ctx, { type: 'ability-cancelled', ability: args.ability, by: 'sabotage' });
      // 22.4: a cancelled component action does not use the player's action: they act again this turn.
      if (def.window === 'action' && ctx.state.phase === 'action' && ctx.state.activeSeat === args.seat) {
        // A cancelled second action (Fleet Logistics) is asked again as the second: the player may still end the turn.
        const after = ctx.state.stack.findLast(
          (f) => f.frame === 'step' && f.step === 'action/after-action' && f.args?.seat === args.seat,
        );
        const extra = after?.frame === 'step' && after.args?.second === true;
        // Not performed, so no "after a component action" window for it (engine/abilities/component-actions.ts).
        const pending = ctx.state.stack.findLastIndex(
          (f) => f.frame === 'step' && f.step === 'action/after-component-action' && f.args?.seat === args.seat,
        );
        if (pending >= 0) ctx.state.stack.splice(pending, 1);
        pushDecision(ctx, { kind: 'action-turn', waitingOn: [args.seat], ...(extra ? { extra: true } : {}) });
      }
      return;
    }
    // 1.9: resolve as much as possible — a target that became illegal meanwhile is skipped by the ability itself.
    def.resolve(ctx, args.seat, args.targets, args.subject, args.playId);
  }),
];
