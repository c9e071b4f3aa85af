// The Mentak Coalition's Pillage and Promise of Protection — LRR 1.19 "after" abilities, 60 neighbours, 93.6 a
// commodity taken from another player becomes a trade good, 69 promissory notes. Pillage: after a neighbour gains
// trade goods or resolves a transaction, if they then hold 3 or more trade goods, the Mentak may take 1 of their trade
// goods or commodities. The window is opened by mentak.effects.ts from the command's events (AFTER_EVENTS); it asks
// from public facts only (faction, trade goods, commodities, neighbours, notes face up). Promise of Protection, face
// up in its holder's play area, shields them from Pillage; it returns when they activate a system holding Mentak units
// (engine/transactions/notes.ts).
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { pushStep } from '../kernel/steps';
import { neighboursInPlay } from '../tactical/adjacency-in-play';
import { copyName, playableCopies } from '../transactions/notes';

/** Pillage needs its victim to hold at least this many trade goods once their gain or transaction resolved. */
export const PILLAGE_THRESHOLD = 3;
const PROMISE = 'pop';

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

/** Promise of Protection of this Mentak face up in the seat's play area. */
export const protectedFrom = (state: GameState, seat: Seat, mentak: Seat): boolean =>
  state.players[seat]?.promissoryInPlay.includes(copyName({ note: PROMISE, owner: mentak })) ?? false;

/** The player the window is about, if Pillage could be used on them now (every fact public). */
function victimOf(state: GameState, seat: Seat, subject: Subject): Result<Seat> {
  const victim = subject.seat;
  const p = typeof victim === 'number' ? state.players[victim] : undefined;
  if (!p || p.eliminated || victim === seat || state.players[seat]?.faction !== 'mentak')
    return fail(
      'ability/not-now',
      '1.19',
      'Pillage follows a neighbour gaining trade goods or resolving a transaction.',
    );
  const other = p.seat;
  if (!neighboursInPlay(state, seat, other))
    return fail('ability/not-eligible', '60', `${p.name} is not your neighbour: Pillage takes only from neighbours.`);
  if (p.tradeGoods < PILLAGE_THRESHOLD)
    return fail('ability/not-eligible', '1.19', `Pillage needs ${p.name} to hold 3 or more trade goods.`);
  if (protectedFrom(state, other, seat))
    return fail('ability/not-eligible', '69', `${p.name} holds your Promise of Protection face up.`);
  return ok(other);
}

const takeSchema = z.object({ take: z.enum(['trade-good', 'commodity']) });

/** Pillage — take 1 trade good or 1 commodity from a neighbour who now holds 3 or more trade goods. */
export const PILLAGE: AbilityDef = {
  id: 'pillage',
  name: 'Pillage',
  source: { kind: 'faction', faction: 'mentak' },
  window: 'after-gaining-trade-goods',
  costs: [],
  limit: { per: 'window', times: 1 },
  // Once used, the window asked again after it resolves (1.19) need not wait on the Mentak (1.18: once per window).
  eligible: (state, seat, subject) =>
    victimOf(state, seat, subject).ok &&
    !state.abilityUses.includes(`pillage|${seat}|window:${String(subject.instance ?? '')}`),
  targetOptions: (state, seat, subject) => {
    const victim = victimOf(state, seat, subject);
    if (!victim.ok) return [];
    const name = seatName(state, victim.value);
    const out = [{ label: `take 1 of ${name}'s trade goods`, targets: { take: 'trade-good' } }];
    if ((state.players[victim.value]?.commodities ?? 0) > 0)
      out.push({ label: `take 1 of ${name}'s commodities, as a trade good`, targets: { take: 'commodity' } });
    return out;
  },
  check: (state, seat, targets: Targets, subject) => {
    const victim = victimOf(state, seat, subject);
    if (!victim.ok) return victim;
    const t = takeSchema.safeParse(targets);
    if (!t.success) return fail('input/bad-targets', 'input', 'Say whether you take a trade good or a commodity.');
    if (t.data.take === 'commodity' && (state.players[victim.value]?.commodities ?? 0) === 0)
      return fail('ability/bad-target', '1.19', `${seatName(state, victim.value)} has no commodity to take.`);
    return ok(undefined);
  },
  resolve: (ctx, seat, targets, subject) => {
    const victim = victimOf(ctx.state, seat, subject);
    const t = takeSchema.safeParse(targets);
    if (!victim.ok || !t.success) return;
    const other = ctx.state.players[victim.value]!;
    if (t.data.take === 'commodity') {
      other.commodities -= 1;
      emit(ctx, { type: 'commodities-changed', seat: other.seat, delta: -1 });
    } else {
      other.tradeGoods -= 1;
      emit(ctx, { type: 'trade-goods-changed', seat: other.seat, delta: -1 });
    }
    // 93.6: whichever it was, it reaches the Mentak as a trade good.
    ctx.state.players[seat]!.tradeGoods += 1;
    emit(ctx, { type: 'trade-goods-changed', seat, delta: 1, from: 'player' });
    pushStep(ctx.state, 'window/open', {
      window: 'after-pillage',
      subject: { seat, target: other.seat },
      quiet: true,
    });
  },
};

/** The Promise of Protection of this owner in the seat's hand, checked. */
function checkPromise(state: GameState, seat: Seat, targets: Targets): Result<Seat> {
  const owner = Number(targets.owner);
  if (owner === seat) return fail('transactions/own-note', '69.2', 'You cannot play your own Promise of Protection.');
  if (!playableCopies(state, seat, PROMISE).some((r) => r.owner === owner))
    return fail('ability/not-held', '69.1', 'You do not hold that Promise of Protection.');
  return ok(owner);
}

/** Promise of Protection, ACTION: face up in the holder's play area, where it keeps Pillage away from them. */
export const PROMISE_OF_PROTECTION: AbilityDef = {
  id: 'promise-of-protection',
  name: 'Promise of Protection',
  source: { kind: 'promissory-note', note: PROMISE },
  window: 'action',
  costs: [],
  eligible: (state, seat, subject) => subject.turn === seat && playableCopies(state, seat, PROMISE).length > 0,
  targetOptions: (state, seat) =>
    playableCopies(state, seat, PROMISE).map((r) => ({
      label: `${seatName(state, r.owner)}'s note: face up in your play area, no Pillage on you`,
      targets: { owner: r.owner },
    })),
  check: (state, seat, targets) => {
    const checked = checkPromise(state, seat, targets);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets) => {
    const checked = checkPromise(ctx.state, seat, targets);
    if (!checked.ok) return;
    const p = ctx.state.players[seat]!;
    const copy = copyName({ note: PROMISE, owner: checked.value });
    p.promissoryNotes.splice(p.promissoryNotes.indexOf(copy), 1);
    p.promissoryInPlay.push(copy);
    emit(ctx, { type: 'promissory-note-placed', seat, note: PROMISE, owner: checked.value });
  },
};

export const MENTAK_PILLAGE = defineContent({ abilities: [PILLAGE, PROMISE_OF_PROTECTION] });
