// The Empyrean hero, Conservator Procyon (LRR 51.10–51.12, 38 frontier tokens, 35 exploration): as a component
// action, a frontier token goes into every system on the board that has no planets and no frontier token yet (a
// hyperlane is not a system); then its owner explores each frontier token in a system holding any of their ships, in
// board order (35.4–35.6: each token is discarded as it is explored). Then purged.
import { ok } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { shipCount } from '../../combat/combat-record';
import { exploreFrontier } from '../../exploration/explore';
import { isSystem } from '../../galaxy/adjacency';
import type { AbilityDef } from '../../kernel/abilities';
import { defineContent } from '../../kernel/content';
import { emit } from '../../kernel/context';

const HERO = 'empyreanhero';

/** Systems that get a frontier token: no planets, no token yet. */
const tokenless = (state: GameState): string[] =>
  Object.keys(state.board.systems).filter((key) => {
    const sys = state.board.systems[key]!;
    return isSystem(state.board, key) && Object.keys(sys.planets).length === 0 && !sys.frontier;
  });

/** Systems whose frontier token the seat would explore once every token is placed. */
const toExplore = (state: GameState, seat: Seat): string[] =>
  Object.keys(state.board.systems).filter(
    (key) => (state.board.systems[key]!.frontier || tokenless(state).includes(key)) && shipCount(state, key, seat) > 0,
  );

/** Conservator Procyon — ACTION: frontier tokens in every planetless system, then explore those with your ships. */
export const EMPYREAN_HERO: AbilityDef = {
  id: HERO,
  name: 'Conservator Procyon',
  source: { kind: 'leader', leader: HERO, role: 'hero' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: () => true,
  targetOptions: (state, seat) => [
    {
      label: `place ${tokenless(state).length} frontier tokens, then explore ${toExplore(state, seat).length} with your ships`,
      targets: {},
    },
  ],
  check: () => ok(undefined),
  resolve: (ctx, seat) => {
    const explored = toExplore(ctx.state, seat);
    const placed = tokenless(ctx.state);
    for (const key of placed) ctx.state.board.systems[key]!.frontier = true;
    emit(ctx, { type: 'note', text: `Conservator Procyon placed ${placed.length} frontier tokens.` });
    // Pushed in reverse so the first system in board order is explored first.
    for (const key of [...explored].reverse()) exploreFrontier(ctx.state, seat, key);
  },
};

export const EMPYREAN_HERO_LEADERS = defineContent({ abilities: [EMPYREAN_HERO] });
