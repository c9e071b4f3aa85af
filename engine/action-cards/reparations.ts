// Reparations (LRR 2 action cards, 25 control, 34 exhausted): after another player gains control of a planet you
// controlled, exhaust one of their planets (one readied, if they have any) and ready one of yours.
import { planetLabel } from '../tactical/labels';
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { planetValues } from '../economy/planets';
import { exhaustPlanet, findPlanet, planetsOnBoard } from './card-kit';

const gainedSchema = z.object({ seat: z.number().int().min(0), from: z.number().int().min(0) });

/** The player who took the planet, when the seat is the one who lost it. */
function takerOf(seat: Seat, subject: Subject): Seat | null {
  const s = gainedSchema.safeParse(subject);
  return s.success && s.data.from === seat && s.data.seat !== seat ? (s.data.seat as Seat) : null;
}

const readiedOf = (state: GameState, seat: Seat): string[] =>
  planetsOnBoard(state)
    .filter((p) => p.planet.owner === seat && !p.planet.exhausted)
    .map((p) => p.id);
const exhaustedOf = (state: GameState, seat: Seat): string[] =>
  planetsOnBoard(state)
    .filter((p) => p.planet.owner === seat && p.planet.exhausted)
    .map((p) => p.id);

/** Planets by resources plus influence, richest first (the bot's and the form's first offers). */
const byValue = (state: GameState, planets: string[]): string[] =>
  [...planets].sort((a, b) => {
    const [va, vb] = [planetValues(state, a), planetValues(state, b)];
    return vb.resources + vb.influence - (va.resources + va.influence);
  });

interface Picks {
  readonly exhaust: string | null;
  readonly ready: string | null;
}

/**
 * A readied planet of the taker must be exhausted when they have one (nothing otherwise); an exhausted planet of the
 * seat is readied when it has one.
 */
function checkPicks(state: GameState, seat: Seat, taker: Seat, targets: Targets): Result<Picks> {
  const theirs = readiedOf(state, taker);
  const mine = exhaustedOf(state, seat);
  const exhaust = targets.exhaust ?? null;
  const ready = targets.ready ?? null;
  if (theirs.length > 0 ? typeof exhaust !== 'string' || !theirs.includes(exhaust) : exhaust !== null)
    return fail(
      'ability/bad-target',
      '2.6a',
      'Choose a readied planet of the player who took yours (if they have one).',
    );
  if (mine.length > 0 ? typeof ready !== 'string' || !mine.includes(ready) : ready !== null)
    return fail('ability/bad-target', '2.6a', 'Choose one of your exhausted planets to ready.');
  return ok({ exhaust: exhaust as string | null, ready: ready as string | null });
}

export const REPARATIONS: AbilityDef = {
  id: 'reparations',
  name: 'Reparations',
  source: { kind: 'action-card', card: 'reparations' },
  window: 'after-planet-control-gained',
  costs: [],
  eligible: (_state, seat, subject) => takerOf(seat, subject) !== null,
  // Each planet of theirs with your richest exhausted planet, and each of yours with their richest readied one.
  targetOptions: (state, seat, subject) => {
    const taker = takerOf(seat, subject);
    if (taker === null) return [];
    const theirs = byValue(state, readiedOf(state, taker));
    const mine = byValue(state, exhaustedOf(state, seat));
    const pairs = new Map<string, Picks>();
    for (const exhaust of theirs.length > 0 ? theirs : [null])
      pairs.set(`${exhaust}|${mine[0] ?? null}`, { exhaust, ready: mine[0] ?? null });
    for (const ready of mine) pairs.set(`${theirs[0] ?? null}|${ready}`, { exhaust: theirs[0] ?? null, ready });
    return [...pairs.values()].map(({ exhaust, ready }) => ({
      label: `${exhaust ? `exhaust ${planetLabel(exhaust)}` : 'nothing of theirs to exhaust'}, ${ready ? `ready ${planetLabel(ready)}` : 'nothing of yours to ready'}`,
      targets: { exhaust, ready },
    }));
  },
  check: (state, seat, targets, subject) => {
    const taker = takerOf(seat, subject);
    if (taker === null)
      return fail('ability/not-eligible', '2.6', 'Reparations answers another player taking a planet of yours.');
    const picks = checkPicks(state, seat, taker, targets);
    return picks.ok ? ok(undefined) : picks;
  },
  resolve: (ctx, seat, targets, subject) => {
    const taker = takerOf(seat, subject);
    if (taker === null) return;
    const picks = checkPicks(ctx.state, seat, taker, targets);
    if (!picks.ok) return; // 1.9: the planets changed meanwhile
    const theirs = findPlanet(ctx.state, picks.value.exhaust);
    if (theirs) exhaustPlanet(ctx, theirs);
    const mine = findPlanet(ctx.state, picks.value.ready);
    if (mine && mine.planet.exhausted) {
      ctx.state.board.systems[mine.system]!.planets[mine.id]!.exhausted = false;
      emit(ctx, { type: 'planets-readied', seat, planets: [mine.id] });
    }
  },
};

export const REPARATIONS_CARD = defineContent({ abilities: [REPARATIONS] });
