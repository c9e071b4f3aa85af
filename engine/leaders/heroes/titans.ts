// The Titans hero, Ul the Progenitor (LRR 51.10, 51.12a, 12 attach, 77 space cannon): as a component action its owner
// readies Elysium and attaches the card to it — the `titanshero` attachment gives the planet +3 resources and +3
// influence (engine/economy/planets.ts) and Space Cannon 5 (x3) fired by whoever controls it
// (engine/combat/space-cannon.ts). The card leaves the leader sheet for the planet instead of being purged; the sheet
// marks the slot 'purged' so the hero cannot be used again, and the attachment stays with Elysium (12.2).
import { fail, ok, type Result } from '../../core/result';
import type { GameState, PlanetState } from '../../core/state';
import type { AbilityDef } from '../../kernel/abilities';
import { defineContent } from '../../kernel/content';
import { emit } from '../../kernel/context';
import { planetStateOf } from '../../economy/planets';

const HERO = 'titanshero';
const ELYSIUM = 'elysium';

/** Elysium on the board, unless it already bears the card. */
function elysium(state: GameState): Result<PlanetState> {
  const planet = planetStateOf(state, ELYSIUM);
  if (!planet) return fail('ability/bad-target', '51.10', 'Elysium is not on the board.');
  if (planet.attachments.includes(HERO)) return fail('ability/bad-target', '12', 'Ul is already attached to Elysium.');
  return ok(planet);
}

/** Ul the Progenitor — ACTION: ready Elysium and attach this card to it (+3/+3, Space Cannon 5 x3). */
export const TITANS_HERO: AbilityDef = {
  id: HERO,
  name: 'Ul the Progenitor',
  source: { kind: 'leader', leader: HERO, role: 'hero' },
  window: 'action',
  // 51.12a: attached rather than purged; the sheet's slot still empties (see the header).
  costs: [{ kind: 'purge-source' }],
  eligible: (state) => elysium(state).ok,
  targetOptions: (state) =>
    elysium(state).ok
      ? [{ label: 'ready Elysium and attach Ul to it (+3 resources, +3 influence, Space Cannon 5 x3)', targets: {} }]
      : [],
  check: (state) => {
    const e = elysium(state);
    return e.ok ? ok(undefined) : e;
  },
  resolve: (ctx, seat) => {
    const e = elysium(ctx.state);
    if (!e.ok) return;
    e.value.exhausted = false;
    e.value.attachments.push(HERO);
    emit(ctx, { type: 'attached', seat, planet: ELYSIUM, attachment: HERO });
  },
};

export const TITANS_HERO_LEADERS = defineContent({ abilities: [TITANS_HERO] });
