// The Titans of Ul's sleeper tokens — LRR 35 exploring, 1 abilities: Terragenesis. After the Titans explore a planet
// that has no sleeper token, they may put 1 there: a new one while fewer than the 5 the faction owns lie on the board
// (a limited component), or one moved from another planet. The tokens are public, on the board.
import { z } from 'zod';
import { idSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, PlanetState, Seat } from '../core/state';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { emit } from '../kernel/context';
import { planetLabel } from '../tactical/labels';
import { str } from './deploy';

/** The Titans own 5 sleeper tokens: never more on the board at once. */
export const SLEEPER_TOKENS = 5;

/** Planets holding a sleeper token, with their systems, in board order. */
export function sleeperPlanets(state: GameState): { system: string; planet: string }[] {
  const out: { system: string; planet: string }[] = [];
  for (const [system, sys] of Object.entries(state.board.systems))
    for (const [planet, pl] of Object.entries(sys.planets)) if (pl.sleeper) out.push({ system, planet });
  return out;
}

function planetAt(state: GameState, system: string, planet: string): PlanetState | undefined {
  return state.board.systems[system]?.planets[planet];
}

export const hasSleeper = (state: GameState, system: string, planet: string): boolean =>
  planetAt(state, system, planet)?.sleeper === true;

export function removeSleeper(state: GameState, system: string, planet: string): void {
  const pl = planetAt(state, system, planet);
  if (pl) delete pl.sleeper;
}

const NEW = 'supply';
const targetsSchema = z.object({ from: idSchema });

/** The planet just explored, when the seat explored it and it has no sleeper token. */
function explored(state: GameState, seat: Seat, subject: Subject): { system: string; planet: string } | null {
  const system = str(subject.system);
  const planet = str(subject.planet);
  if (subject.seat !== seat || system === null || planet === null) return null;
  if (!planetAt(state, system, planet) || hasSleeper(state, system, planet)) return null;
  return { system, planet };
}

/** Where the token can come from: the supply while fewer than 5 are out, or any planet holding one. */
function sources(state: GameState): string[] {
  const out = sleeperPlanets(state);
  return [...(out.length < SLEEPER_TOKENS ? [NEW] : []), ...out.map((o) => o.planet)];
}

/** Terragenesis — after you explore a planet without a sleeper token: place or move 1 sleeper token onto it. */
export const TERRAGENESIS: AbilityDef = {
  id: 'terragenesis',
  name: 'Terragenesis',
  source: { kind: 'faction', faction: 'titans' },
  window: 'after-exploring',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => explored(state, seat, subject) !== null && sources(state).length > 0,
  targetOptions: (state, seat, subject) => {
    const at = explored(state, seat, subject);
    if (!at) return [];
    return sources(state).map((from) => ({
      label:
        from === NEW
          ? `place a sleeper token on ${planetLabel(at.planet)}`
          : `move the sleeper token from ${planetLabel(from)} to ${planetLabel(at.planet)}`,
      targets: { from },
    }));
  },
  check: (state, seat, targets, subject) => {
    const parsed = targetsSchema.safeParse(targets);
    if (!parsed.success) return fail('input/bad-targets', 'input', 'Say where the sleeper token comes from.');
    if (!explored(state, seat, subject))
      return fail('ability/not-now', '35', 'Terragenesis answers your exploring a planet that has no sleeper token.');
    if (!sources(state).includes(parsed.data.from))
      return fail(
        'ability/bad-target',
        '35',
        parsed.data.from === NEW
          ? `All ${SLEEPER_TOKENS} sleeper tokens are on the board: move one instead.`
          : 'That planet holds no sleeper token.',
      );
    return ok(undefined);
  },
  resolve: (ctx, seat, targets, subject) => {
    const at = explored(ctx.state, seat, subject);
    const { from } = targetsSchema.parse(targets);
    if (!at) return;
    if (from !== NEW) {
      const old = sleeperPlanets(ctx.state).find((o) => o.planet === from);
      if (!old) return;
      removeSleeper(ctx.state, old.system, old.planet);
    } else if (sleeperPlanets(ctx.state).length >= SLEEPER_TOKENS) return;
    planetAt(ctx.state, at.system, at.planet)!.sleeper = true;
    const name = ctx.state.players[seat]?.name ?? `seat ${seat}`;
    emit(ctx, {
      type: 'note',
      text: `${name} put a sleeper token on ${planetLabel(at.planet)}${from === NEW ? '' : ` (from ${planetLabel(from)})`}.`,
    });
  },
};
