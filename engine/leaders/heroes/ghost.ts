// The Creuss hero, Riftwalker Meian (LRR 51.10–51.12, 6 adjacency, 101 wormholes): as a component action, two systems
// that each hold a wormhole or any of its owner's units trade places on the board — everything in a system (units,
// planets, command tokens, other tokens) goes with it. The Creuss home system and the wormhole nexus cannot be chosen,
// nor a hyperlane (not a system). Then purged. Adjacency is worked out from positions, so it follows at once.
import { z } from 'zod';
import { fail, ok, type Result } from '../../core/result';
import { hexKeySchema } from '../../core/schemas';
import type { GameState, Seat } from '../../core/state';
import { isSystem, wormholesIn } from '../../galaxy/adjacency';
import { CREUSS_HOME } from '../../galaxy/board';
import type { AbilityDef, Targets } from '../../kernel/abilities';
import { defineContent } from '../../kernel/content';
import { emit } from '../../kernel/context';
import { systemLabel } from '../../tactical/labels';

const HERO = 'ghosthero';

const targetsSchema = z.object({ systems: z.tuple([hexKeySchema, hexKeySchema]) });

const hasOwnUnits = (state: GameState, seat: Seat, key: string): boolean => {
  const sys = state.board.systems[key]!;
  const own = [sys.space[String(seat)], ...Object.values(sys.planets).map((p) => p.units[String(seat)])];
  return own.some((stack) => Object.values(stack?.counts ?? {}).some((n) => (n ?? 0) > 0));
};

/** The systems the seat may choose, in board order. */
function choosable(state: GameState, seat: Seat): string[] {
  return Object.keys(state.board.systems).filter(
    (key) =>
      isSystem(state.board, key) &&
      key !== state.board.nexus.at &&
      // The Creuss home system is excluded; the Creuss Gate is another tile and may be chosen.
      state.board.systems[key]!.tile !== CREUSS_HOME &&
      (wormholesIn(state.board, key).length > 0 || hasOwnUnits(state, seat, key)),
  );
}

function checkSwap(state: GameState, seat: Seat, targets: Targets): Result<[string, string]> {
  const t = targetsSchema.safeParse(targets);
  if (!t.success) return fail('input/bad-targets', 'input', 'Choose the two systems that trade places.');
  const [a, b] = t.data.systems;
  const allowed = choosable(state, seat);
  if (a === b || !allowed.includes(a) || !allowed.includes(b))
    return fail(
      'ability/bad-target',
      '51.10',
      'Choose two different systems, each with a wormhole or your units (not the Creuss home system or the nexus).',
    );
  return ok([a, b]);
}

/** Riftwalker Meian — ACTION: two systems with wormholes or your units trade places; then purge. */
export const GHOST_HERO: AbilityDef = {
  id: HERO,
  name: 'Riftwalker Meian',
  source: { kind: 'leader', leader: HERO, role: 'hero' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: (state, seat) => choosable(state, seat).length >= 2,
  targetOptions: (state, seat) => {
    const keys = choosable(state, seat);
    return keys.flatMap((a, i) =>
      keys.slice(i + 1).map((b) => ({
        label: `swap ${systemLabel(state, a)} and ${systemLabel(state, b)}`,
        targets: { systems: [a, b] },
      })),
    );
  },
  check: (state, seat, targets) => {
    const t = checkSwap(state, seat, targets);
    return t.ok ? ok(undefined) : t;
  },
  resolve: (ctx, seat, targets) => {
    const t = checkSwap(ctx.state, seat, targets);
    if (!t.ok) return;
    const [a, b] = t.value;
    const text = `${systemLabel(ctx.state, a)} and ${systemLabel(ctx.state, b)} traded places.`;
    const systems = ctx.state.board.systems;
    const first = systems[a]!;
    systems[a] = systems[b]!;
    systems[b] = first;
    emit(ctx, { type: 'note', text });
  },
};

export const GHOST_HERO_LEADERS = defineContent({ abilities: [GHOST_HERO] });
