// The Muaat hero, Adjudicator Ba'al (LRR 51.10–51.12, 31 destroyed, 64 planets, 86 supernova): after its owner moves
// a war sun into a system that is neither a home system nor Mecatol Rex, they may destroy every other player's units
// there and put the Muaat supernova tile (Nova Seed, tile 81) in that system's place; the planets of the removed tile
// leave the game with their cards (whoever controlled them loses them), and the Muaat's own units on them are removed
// (the card does not say; they have no planet left to stand on). Then purged. Ships, command tokens and tokens in the
// system stay where they are.
import { fail, ok, type Result } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { UNIT_TYPES } from '../../data/types';
import type { AbilityDef, Subject } from '../../kernel/abilities';
import { defineContent } from '../../kernel/content';
import { emit } from '../../kernel/context';
import { homeSystems, MECATOL_REX_TILE } from '../../objectives/board-queries';
import { movementNotes } from '../../tactical/movement';
import { systemLabel } from '../../tactical/labels';
import { destroyUnits, removeUnits } from '../../units/destroy';
import { areasOf, countAt, planetArea } from '../../units/stacks';

/** The Muaat supernova tile: there is one, so the hero can be used once per game (it is purged anyway). */
export const NOVA_SEED_TILE = '81';

/** Why the seat cannot use the hero after this move, or the active system it would turn into a supernova. */
function novaTarget(state: GameState, seat: Seat, subject: Subject): Result<string> {
  const system = subject.system;
  if (subject.seat !== seat || typeof system !== 'string' || system !== state.tactical?.system)
    return fail('ability/not-now', '51.10', "Adjudicator Ba'al answers your own movement into the active system.");
  if ((movementNotes(state).arrived?.['war-sun'] ?? 0) === 0)
    return fail('ability/not-now', '51.10', 'No war sun of yours moved into the active system.');
  const tile = state.board.systems[system]?.tile;
  if (tile === MECATOL_REX_TILE || [...homeSystems(state).values()].includes(system))
    return fail('ability/bad-target', '51.10', 'Not in a home system or the Mecatol Rex system.');
  if (Object.values(state.board.systems).some((s) => s.tile === NOVA_SEED_TILE))
    return fail('ability/bad-target', '51.10', 'The Nova Seed tile is already on the board.');
  return ok(system);
}

/** Adjudicator Ba'al — after your war sun moves in: destroy the others' units and make the system a supernova. */
export const MUAAT_HERO: AbilityDef = {
  id: 'muaathero',
  name: "Adjudicator Ba'al",
  source: { kind: 'leader', leader: 'muaathero', role: 'hero' },
  window: 'after-ships-moved',
  costs: [{ kind: 'purge-source' }],
  eligible: (state, seat, subject) => novaTarget(state, seat, subject).ok,
  targetOptions: (state, seat, subject) => {
    const t = novaTarget(state, seat, subject);
    return t.ok ? [{ label: `turn ${systemLabel(state, t.value)} into a supernova`, targets: {} }] : [];
  },
  check: (state, seat, _targets, subject) => {
    const t = novaTarget(state, seat, subject);
    return t.ok ? ok(undefined) : t;
  },
  resolve: (ctx, seat, _targets, subject) => {
    const t = novaTarget(ctx.state, seat, subject);
    if (!t.ok) return;
    const key = t.value;
    const sys = ctx.state.board.systems[key]!;
    for (const area of areasOf(sys, key)) {
      const units = area.planet === undefined ? sys.space : sys.planets[area.planet]!.units;
      for (const owner of Object.keys(units).map(Number).sort()) {
        if (owner === seat) continue;
        for (const type of UNIT_TYPES) {
          const n = countAt(ctx.state, area, owner, type);
          if (n > 0) destroyUnits(ctx, area, owner, type, n, { cause: 'ability', by: seat });
        }
      }
    }
    const purged = Object.keys(sys.planets);
    const label = systemLabel(ctx.state, key);
    // The Muaat's own units on the removed planets have nowhere to stand: they are removed (31.2), not destroyed.
    for (const planet of purged)
      for (const type of UNIT_TYPES)
        removeUnits(
          ctx,
          planetArea(key, planet),
          seat,
          type,
          countAt(ctx.state, planetArea(key, planet), seat, type),
          'ability',
        );
    const own = ctx.state.board.systems[key]!;
    own.tile = NOVA_SEED_TILE;
    own.planets = {};
    emit(ctx, {
      type: 'note',
      text: `${label} became a supernova (Nova Seed)${purged.length > 0 ? `; ${purged.join(', ')} left the game` : ''}.`,
    });
  },
};

export const MUAAT_HERO_LEADERS = defineContent({ abilities: [MUAAT_HERO] });
