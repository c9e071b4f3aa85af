// LRR 1.19–1.20: resolving a timing window. Everyone who could respond answers at once; uses wait until all
// have answered, then the seats take turns in the rules' order: one resolves, the others who declared a use keep it
// for their turn, everyone else is asked again, until nobody wishes to resolve anything.
import { z } from 'zod';
import { recordSchema } from '../core/schemas';
import type { CommandOf } from '../core/commands';
import type { WindowDecision } from '../core/frames';
import { actionWindowOrder, speakerOrder } from '../core/order';
import { fail, invariant, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { emit, type CommandCtx, type FlowCtx } from '../kernel/context';
import { readOnly } from '../kernel/draft';
import { nextSeq, popDecision, pushDecision } from '../kernel/stack';
import { pushStep, defineStep, noArgs, type NoArgs } from '../kernel/steps';
import type { Option } from '../kernel/options';
import { abilitiesAt, abilityById } from './catalog';
import { checkUse, usableTargets, useAbility } from './play';
import { holds, mayHold, type Subject } from '../kernel/abilities';
import { WINDOWS, type WindowId } from '../core/windows';
import { clearStandingPasses } from '../kernel/windows';
import { parsePreAnswer, preAnswers } from './pre-answers';

/**
 * `quiet`: open the window only when someone could respond, so that a moment nobody can use (most turns' start and
 * end) uses no window instance.
 */
const openArgs = z.object({ window: z.enum(WINDOWS), subject: recordSchema.optional(), quiet: z.boolean().optional() });

declare module '../kernel/steps' {
  interface StepArgs {
    'window/open': z.infer<typeof openArgs>;
    'window/reask': NoArgs;
    'window/ask-new-responders': NoArgs;
  }
}

function resolutionOrder(from: GameState): Seat[] {
  // Asked at every window; gives only seats: it reads the players without making a draft copy them (readOnly).
  const state = readOnly(from);
  return state.phase === 'action' ? actionWindowOrder(state, state.activeSeat) : speakerOrder(state);
}

/** Whether a standing answer of the seat (engine/abilities/pre-answers.ts) answers this window for it. */
function standingPassed(state: GameState, seat: Seat, decision: WindowDecision): boolean {
  const usable = () => usableIn(state, decision, seat);
  return (state.standingPasses[String(seat)] ?? []).some((entry) => preAnswers(state, seat, decision, entry, usable));
}

/** The abilities the seat could use in the window now (its own options). */
function usableIn(state: GameState, decision: WindowDecision, seat: Seat): string[] {
  const out: string[] = [];
  for (const o of windowOptions(state, decision, seat))
    if (o.command.type === 'use-ability' && !out.includes(o.command.ability)) out.push(o.command.ability);
  return out;
}

/**
 * Seats to ask: could hold a matching ability and are eligible, judged from public facts only. A standing pass does
 * not keep a seat from being asked (that would show everyone it has one): it answers for the seat once asked.
 */
export function respondersFor(from: GameState, window: WindowId, subject: Subject): Seat[] {
  // Eligibility only reads, and is asked of every seat for every ability of the window: through the peek, so that
  // opening a window does not make a command's draft copy the players (kernel/draft.ts).
  const state = readOnly(from);
  const defs = abilitiesAt(window);
  return resolutionOrder(state).filter((seat) =>
    defs.some((d) => mayHold(state, seat, d) && d.eligible(state, seat, subject)),
  );
}

/**
 * Standing passes answer at once and in private, like a pass given by hand: no event, and the view keeps showing the
 * seat as asked until the window settles (engine/view.ts), so nobody learns who answered ahead or what.
 */
function answerStandingPasses(ctx: FlowCtx, decision: WindowDecision): void {
  for (const seat of [...decision.waitingOn]) {
    if (!standingPassed(ctx.state, seat, decision)) continue;
    decision.waitingOn = decision.waitingOn.filter((s) => s !== seat);
    decision.passed.push(seat);
  }
  settle(ctx, decision);
}

export const WINDOW_STEPS = [
  defineStep('window/open', openArgs, (ctx, args) => {
    // Who would be asked in the instance this window would be: asked once, before it takes its number, so that a
    // quiet window nobody can respond to takes none (the next number is the one nextSeq hands out).
    const subject = { ...(args.subject ?? {}), instance: ctx.state.seq + 1 };
    const responders = respondersFor(ctx.state, args.window, subject);
    if (args.quiet && responders.length === 0) return;
    const instance = nextSeq(ctx.state);
    invariant(instance === subject.instance, 'a window takes the number it was asked about');
    if (responders.length === 0) return;
    const decision = pushDecision(ctx, {
      kind: 'window',
      window: args.window,
      instance,
      responders,
      passed: [],
      intents: [],
      subject,
      waitingOn: [...responders],
    }) as WindowDecision;
    answerStandingPasses(ctx, decision);
  }),
  defineStep('window/reask', noArgs, (ctx) => {
    const top = ctx.state.stack[ctx.state.stack.length - 1];
    if (top?.frame !== 'decision' || top.kind !== 'window') return;
    const askable = respondersFor(ctx.state, top.window as WindowId, top.subject).filter((s) =>
      top.responders.includes(s),
    );
    // 1.19/1.20: a use declared before another seat's turn waits for its own turn, unless what resolved meanwhile
    // made it unusable (a played card left the hand, a target is gone): then its seat is asked again.
    top.intents = top.intents.filter(
      (i) => askable.includes(i.seat) && checkUse(ctx.state, i.seat, abilityById(i.ability), i.targets, top.subject).ok,
    );
    top.waitingOn = askable.filter((s) => !top.intents.some((i) => i.seat === s));
    if (top.waitingOn.length === 0 && top.intents.length === 0) {
      popDecision(ctx.state, top);
      return;
    }
    // Asked again after an ability resolved, the window is a new prompt: a pass sent against the first ask must not
    // answer this one (apply's `decision` check), so it gets a new id. Its instance (use limits, 1.18) stays.
    (top as { id: number }).id = nextSeq(ctx.state);
    answerStandingPasses(ctx, top);
  }),
  /**
   * A seat that became able to respond while the window is open — a promissory note received in a transaction during
   * it (LRR FAQ: it may be played at once) — is asked too, in its place in the rules' order. A new prompt: new id.
   */
  defineStep('window/ask-new-responders', noArgs, (ctx) => {
    const top = ctx.state.stack[ctx.state.stack.length - 1];
    if (top?.frame !== 'decision' || top.kind !== 'window') return;
    const more = respondersFor(ctx.state, top.window as WindowId, top.subject).filter(
      (s) => !top.responders.includes(s),
    );
    if (more.length === 0) return;
    // The order of turns (1.19/1.20) takes the new seats in their places.
    (top as { responders: Seat[] }).responders = resolutionOrder(ctx.state).filter(
      (s) => top.responders.includes(s) || more.includes(s),
    );
    top.waitingOn = [...top.waitingOn, ...more];
    (top as { id: number }).id = nextSeq(ctx.state);
    answerStandingPasses(ctx, top);
  }),
];

/**
 * 1.19/1.20: the seats take turns in the rules' order, starting after the seat that resolved last (at the first
 * resolution: from the start of the order).
 */
function nextIntent(decision: WindowDecision): WindowDecision['intents'][number] | undefined {
  const order = decision.responders;
  const last = decision.lastResolved === undefined ? -1 : order.indexOf(decision.lastResolved);
  const turn = (seat: Seat) => (order.indexOf(seat) - last - 1 + order.length) % order.length;
  return [...decision.intents].sort((a, b) => turn(a.seat) - turn(b.seat))[0];
}

/** When the last answer is in: resolve the next intent in turn, or close the window if nobody wishes to resolve. */
function settle(ctx: FlowCtx, decision: WindowDecision): void {
  if (decision.waitingOn.length > 0) return;
  const first = nextIntent(decision);
  if (!first) {
    popDecision(ctx.state, decision);
    return;
  }
  decision.intents = decision.intents.filter((i) => i !== first);
  decision.lastResolved = first.seat;
  decision.passed = [];
  // Everyone who could respond is asked again once the ability has resolved (1.19) — after, since resolving it
  // can change who could respond (a played card leaves a hand; a cancelled card needs no second Sabotage).
  pushStep(ctx.state, 'window/reask');
  const def = abilityById(first.ability);
  const recheck = checkUse(ctx.state, first.seat, def, first.targets, decision.subject);
  if (recheck.ok) useAbility(ctx, first.seat, def, first.targets, decision.subject);
}

/** A pass is the passing seat's own business until the window settles: its event goes to that seat only. */
export function passWindow(ctx: CommandCtx, decision: WindowDecision): Result<void> {
  decision.waitingOn = decision.waitingOn.filter((s) => s !== ctx.seat);
  decision.passed.push(ctx.seat);
  emit(ctx, { type: 'window-passed', seat: ctx.seat, window: decision.window, privateTo: ctx.seat });
  settle(ctx, decision);
  return ok(undefined);
}

export function useInWindow(ctx: CommandCtx, decision: WindowDecision, cmd: CommandOf<'use-ability'>): Result<void> {
  const def = abilityById(cmd.ability, true);
  if (!def || def.window !== decision.window)
    return fail('ability/wrong-window', '1.22', `That ability cannot be used in this window (${decision.window}).`);
  const targets = cmd.targets ?? {};
  const checked = checkUse(ctx.state, ctx.seat, def, targets, decision.subject);
  if (!checked.ok) return checked;
  decision.waitingOn = decision.waitingOn.filter((s) => s !== ctx.seat);
  decision.intents.push({ seat: ctx.seat, ability: def.id, targets });
  settle(ctx, decision);
  return ok(undefined);
}

/** A standing answer for a window kind; it also answers the open window of that kind if it waits on this seat. */
export function standingPass(ctx: CommandCtx, cmd: CommandOf<'standing-pass'>): Result<void> {
  if (!parsePreAnswer(cmd.window))
    return fail('input/unknown-window', '1.20', `There is no timing window or standing answer "${cmd.window}".`);
  const key = String(ctx.seat);
  const list = (ctx.state.standingPasses[key] ?? []).filter((w) => w !== cmd.window);
  if (cmd.on) list.push(cmd.window);
  ctx.state.standingPasses[key] = list;
  const top = ctx.state.stack[ctx.state.stack.length - 1];
  if (
    cmd.on &&
    top?.frame === 'decision' &&
    top.kind === 'window' &&
    top.waitingOn.includes(ctx.seat) &&
    preAnswers(ctx.state, ctx.seat, top, cmd.window, () => usableIn(ctx.state, top, ctx.seat))
  ) {
    return passWindow(ctx, top);
  }
  return ok(undefined);
}

export { clearStandingPasses };

export function windowOptions(state: GameState, decision: WindowDecision, seat: Seat): Option[] {
  const out: Option[] = [];
  for (const def of abilitiesAt(decision.window as WindowId)) {
    if (!holds(state, seat, def)) continue;
    for (const t of usableTargets(state, seat, def, decision.subject))
      out.push({
        command: { type: 'use-ability', ability: def.id, targets: t.targets },
        label: t.label ? `${def.name}: ${t.label}` : def.name,
        group: 'Respond',
        checked: true,
      });
  }
  // Passing a window that waits on the seat is never refused (passWindow), nor is a standing pass for a window kind
  // that exists (standingPass): options() need not try either on a draft.
  out.push({ command: { type: 'pass-window' }, label: 'Pass', group: 'Respond', checked: true });
  out.push({
    command: { type: 'standing-pass', window: decision.window, on: true },
    label: 'Pass on every window like this until the end of this turn/phase',
    group: 'Respond',
    ...(parsePreAnswer(decision.window) !== null ? { checked: true as const } : {}),
  });
  return out;
}
