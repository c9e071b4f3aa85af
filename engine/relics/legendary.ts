// LRR 53 legendary planets: a legendary planet's ability card is held by whoever controls the planet (53.2, 64.5),
// used by exhausting it (53.3) and readied in the status phase; an exhausted card stays exhausted when control
// changes (53.2b) because its state lies on the planet (engine/relics/holding.ts).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { PLANETS } from '../data/planets';
import { MIRAGE } from '../data/tokens';
import { OFF_BOARD_PLANETS } from '../data/planet-cards';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import type { FlowCtx } from '../kernel/context';
import { memoOn } from '../kernel/query-memo';
import { legendaryExhausted } from './holding';

export const LEGENDARY_PLANETS_WITH_CARDS = ['hopesend', 'mallice', 'primor', 'mirage'] as const;
export type LegendaryCardPlanet = (typeof LEGENDARY_PLANETS_WITH_CARDS)[number];

/** The legendary ability card's name (the Mirage's card is in engine/data/tokens.ts: it has no tile). */
const legendaryOf = (planet: string): { name: string } | null =>
  planet === MIRAGE.id
    ? MIRAGE.legendary
    : ((PLANETS as Record<string, { legendary: { name: string } | null } | undefined>)[planet]?.legendary ?? null);

interface LegendaryAbility {
  readonly planet: LegendaryCardPlanet;
  targetOptions(state: GameState, seat: Seat): { label: string; targets: Targets }[];
  resolve(ctx: FlowCtx, seat: Seat, targets: Targets): void;
}

/**
 * "When your turn ends, you may exhaust this card to ...": an ability of the 'end-of-turn' window, asked of the
 * player whose turn ends while the card is ready and has something to do. Control and exhaustion are public.
 */
export function legendaryAbility(def: LegendaryAbility): AbilityDef {
  const name = legendaryOf(def.planet)?.name ?? def.planet;
  // options() asks for the targets, whether the card is usable, and then checks each target: on a stored state the
  // list (Primor's pairs of planets) is worked out once (kernel/query-memo.ts), and each target is looked up in it.
  const targetsOf = (state: GameState, seat: Seat) =>
    memoOn(state, `legendary ${def.planet} ${seat}`, (s) => def.targetOptions(s, seat));
  const targetKeys = (state: GameState, seat: Seat): ReadonlySet<string> =>
    memoOn(
      state,
      `legendary keys ${def.planet} ${seat}`,
      (s) => new Set(targetsOf(s, seat).map((t) => JSON.stringify(t.targets))),
    );
  const usable = (state: GameState, seat: Seat, subject: Subject): boolean =>
    subject.seat === seat && !legendaryExhausted(state, def.planet) && targetsOf(state, seat).length > 0;
  return {
    id: `legendary-${def.planet}`,
    name,
    source: { kind: 'legendary-planet', planet: def.planet },
    window: 'end-of-turn',
    costs: [{ kind: 'exhaust-source' }],
    eligible: usable,
    targetOptions: (state, seat) => targetsOf(state, seat),
    check: (state, seat, targets, subject): Result<void> => {
      if (subject.seat !== seat) return fail('ability/not-eligible', '53.3', `${name} is used as your own turn ends.`);
      return targetKeys(state, seat).has(JSON.stringify(targets))
        ? ok(undefined)
        : fail('ability/bad-target', '53.3', `${name} cannot do that now.`);
    },
    resolve: (ctx, seat, targets) => def.resolve(ctx, seat, targets),
  };
}

/** The legendary ability cards a seat holds (53.2), for the game page: from the board, which every view shows. */
export function legendaryCardsOf(
  board: Pick<GameState['board'], 'systems'>,
  seat: Seat,
  offBoard: Readonly<Record<string, unknown>> = {},
): { planet: string; name: string; exhausted: boolean }[] {
  const out: { planet: string; name: string; exhausted: boolean }[] = [];
  // Cards held with no planet (the seat's `planetCards`: Custodia Vigilia), whose ability is never exhausted.
  for (const id of Object.keys(offBoard)) {
    const legendary = (OFF_BOARD_PLANETS as Record<string, { legendary: { name: string } } | undefined>)[id]?.legendary;
    if (legendary) out.push({ planet: id, name: legendary.name, exhausted: false });
  }
  for (const sys of Object.values(board.systems))
    for (const [id, pl] of Object.entries(sys.planets)) {
      const legendary = legendaryOf(id);
      if (pl.owner === seat && legendary)
        out.push({ planet: id, name: legendary.name, exhausted: !!pl.legendaryExhausted });
    }
  return out;
}
