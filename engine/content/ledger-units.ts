// Content ledger (LRR 96 units, 97 unit upgrades, 55 mechs, 30 deploy): which units work — their printed values,
// read by engine/combat/unit-stats.ts, and every ability printed on their cards.
import type { UnitId } from '../data/units';
import { works, type ComponentStatus } from './status';

/** A unit with only values on its card (or abilities every unit of its type has), as the engine reads them. */
const SHEET = works('engine/combat/unit-stats.ts', 'engine/combat/unit-sheets.test.ts');
/** The Direct Hit immunity of Dreadnought II-like units has nothing to act on until Direct Hit is dealt. */
const DIRECT_HIT =
  'its immunity to Direct Hit has nothing to act on until Direct Hit works (it is not dealt); everything else works';
const FACTION_COMBAT_TEST = 'engine/combat/faction-units.test.ts';
const UNIT_ABILITIES_TEST = 'engine/invasion/unit-abilities.test.ts';
const INFANTRY_RETURN = 'engine/units/infantry-return.ts';

export const UNIT_STATUS = {
  // ---- Generic units
  cruiser: SHEET,
  cruiser2: SHEET,
  carrier: SHEET,
  carrier2: SHEET,
  destroyer: SHEET,
  destroyer2: SHEET,
  dreadnought: SHEET,
  dreadnought2: works('engine/combat/unit-stats.ts', 'engine/combat/unit-sheets.test.ts', { note: DIRECT_HIT }),
  fighter: SHEET,
  fighter2: works(
    ['engine/tactical/transport.ts', 'engine/tactical/fleet-pool.ts'],
    'engine/tactical/transport.test.ts',
  ),
  infantry: SHEET,
  infantry2: works(INFANTRY_RETURN, 'engine/units/infantry-return.test.ts'),
  pds: SHEET,
  pds2: SHEET,
  spacedock: works(
    ['engine/production/producers.ts', 'engine/tactical/transport.ts'],
    'engine/combat/unit-sheets.test.ts',
  ),
  spacedock2: works(
    ['engine/production/producers.ts', 'engine/tactical/transport.ts'],
    'engine/combat/unit-sheets.test.ts',
  ),
  warsun: works(['engine/combat/unit-stats.ts', 'engine/invasion/bombardment.ts'], 'engine/invasion/invasion.test.ts', {
    title: 'a war sun ignores the shield',
  }),
  // ---- Faction units
  arborec_flagship: works('engine/factions/arborec.ts', 'engine/production/flagships.test.ts', {
    title: 'Arborec flagship',
  }),
  arborec_infantry: SHEET,
  arborec_infantry2: works(INFANTRY_RETURN, 'engine/units/faction-infantry.test.ts'),
  arborec_mech: works('engine/factions/arborec-mitosis.ts', 'engine/factions/arborec.test.ts'),
  argent_destroyer: SHEET,
  argent_destroyer2: works('engine/factions/argent.effects.ts', FACTION_COMBAT_TEST),
  argent_flagship: works('engine/factions/argent.effects.ts', FACTION_COMBAT_TEST, { title: 'Argent flagship' }),
  argent_mech: works('engine/factions/argent.effects.ts', 'engine/tactical/faction-units.test.ts', {
    title: 'Argent mech',
  }),
  cabal_flagship: works('engine/units/destroy.ts', 'engine/factions/naalu-nomad-cabal.test.ts'),
  cabal_mech: works('engine/units/destroy.ts', 'engine/factions/naalu-nomad-cabal.test.ts'),
  cabal_spacedock: works('engine/factions/cabal.effects.ts', 'engine/tactical/creuss-cabal-units.test.ts', {
    title: 'Dimensional Tear',
  }),
  cabal_spacedock2: works(
    ['engine/factions/cabal.effects.ts', 'engine/combat/unit-stats.ts'],
    'engine/combat/unit-sheets.test.ts',
  ),
  empyrean_flagship: works('engine/factions/empyrean.ts', 'engine/factions/empyrean-ghost.test.ts'),
  empyrean_mech: works('engine/factions/empyrean.ts', 'engine/factions/empyrean-ghost.test.ts'),
  ghost_flagship: works(
    ['engine/factions/ghost.effects.ts', 'engine/tactical/movement.ts'],
    'engine/tactical/creuss-cabal-units.test.ts',
  ),
  ghost_mech: works('engine/factions/ghost.ts', 'engine/factions/empyrean-ghost.test.ts'),
  hacan_flagship: works(['engine/factions/hacan.ts', 'engine/factions/hacan.effects.ts'], FACTION_COMBAT_TEST, {
    title: 'Hacan flagship',
  }),
  hacan_mech: works('engine/transactions/planet-trades.ts', 'engine/transactions/planet-trades.test.ts'),
  jolnar_flagship: works(['engine/factions/jolnar.effects.ts', 'engine/combat/combat-round.ts'], FACTION_COMBAT_TEST, {
    title: 'Jol-Nar flagship',
  }),
  jolnar_mech: works('engine/factions/jolnar.effects.ts', 'engine/factions/jolnar.test.ts'),
  l1z1x_dreadnought: SHEET,
  l1z1x_dreadnought2: works('engine/combat/unit-stats.ts', 'engine/combat/unit-sheets.test.ts', { note: DIRECT_HIT }),
  l1z1x_flagship: works('engine/combat/combat-round.ts', 'engine/combat/hits.test.ts'),
  l1z1x_mech: works('engine/invasion/bombardment.ts', UNIT_ABILITIES_TEST, { title: 'L1Z1X mech' }),
  letnev_flagship: works(
    ['engine/combat/combat-techs.ts', 'engine/invasion/bombardment.ts'],
    'engine/combat/space-combat.test.ts',
    {
      title: 'Letnev flagship',
    },
  ),
  letnev_mech: works('engine/factions/letnev.ts', UNIT_ABILITIES_TEST, { title: 'Letnev mech' }),
  mahact_flagship: works('engine/factions/mahact.effects.ts', 'engine/factions/mahact.test.ts', {
    title: 'Arvicon Rex',
  }),
  mahact_infantry: works(INFANTRY_RETURN, 'engine/units/infantry-return.test.ts'),
  mahact_infantry2: works(INFANTRY_RETURN, 'engine/units/infantry-return.test.ts'),
  mahact_mech: works('engine/factions/mahact.ts', 'engine/factions/mahact.test.ts', { title: 'Starlancer' }),
  mentak_flagship: works('engine/factions/mentak.effects.ts', FACTION_COMBAT_TEST, { title: 'Mentak flagship' }),
  mentak_mech: works('engine/factions/mentak.effects.ts', FACTION_COMBAT_TEST, { title: 'Mentak mech' }),
  muaat_flagship: works('engine/factions/muaat.ts', 'engine/production/flagships.test.ts', {
    title: 'Muaat flagship',
  }),
  muaat_warsun: SHEET,
  muaat_warsun2: SHEET,
  muaat_mech: works('engine/factions/muaat.ts', 'engine/factions/muaat.test.ts'),
  naalu_fighter: SHEET,
  naalu_fighter2: works(
    ['engine/factions/naalu.effects.ts', 'engine/tactical/fleet-pool.ts'],
    'engine/factions/naalu.test.ts',
    {
      title: 'Hybrid Crystal Fighter II',
    },
  ),
  naalu_flagship: works(
    ['engine/invasion/commit.ts', 'engine/combat/ground-combat.ts'],
    'engine/combat/naalu-flagship.test.ts',
  ),
  naalu_mech: works('engine/factions/naalu.effects.ts', 'engine/factions/naalu-nomad-cabal.test.ts'),
  naalu_mech_omega: works('engine/factions/naalu.effects.ts', 'engine/factions/naalu-nomad-cabal.test.ts'),
  naaz_flagship: works('engine/factions/naaz.effects.ts', 'engine/factions/naaz-flagship.test.ts', {
    title: 'Naaz flagship',
  }),
  naaz_mech: works(['engine/factions/naaz.effects.ts', 'engine/combat/as-ships.ts'], 'engine/factions/naaz.test.ts'),
  naaz_mech_space: works(
    ['engine/factions/naaz.effects.ts', 'engine/combat/as-ships.ts'],
    'engine/factions/naaz.test.ts',
  ),
  nekro_flagship: works(
    ['engine/factions/nekro.ts', 'engine/factions/nekro.effects.ts'],
    'engine/factions/nekro.test.ts',
  ),
  nekro_mech: works('engine/factions/nekro.effects.ts', 'engine/factions/nekro.test.ts', { title: 'Mordred' }),
  nomad_flagship: works(
    ['engine/factions/nomad.effects.ts', 'engine/tactical/movement.ts', 'engine/combat/retreat.ts'],
    'engine/factions/nomad.test.ts',
  ),
  nomad_flagship2: works(
    ['engine/factions/nomad.effects.ts', 'engine/tactical/movement.ts', 'engine/combat/retreat.ts'],
    'engine/factions/nomad.test.ts',
  ),
  nomad_mech: works('engine/factions/nomad.ts', 'engine/factions/naalu-nomad-cabal.test.ts'),
  saar_flagship: SHEET,
  saar_spacedock: works(
    ['engine/units/capture.ts', 'engine/tactical/transport.ts'],
    'engine/invasion/invasion.test.ts',
    {
      title: 'Floating Factory',
    },
  ),
  saar_spacedock2: works(
    ['engine/units/capture.ts', 'engine/combat/unit-stats.ts'],
    'engine/combat/unit-sheets.test.ts',
  ),
  saar_mech: works('engine/invasion/control.ts', 'engine/invasion/invasion.test.ts', { title: 'Clan of Saar mech' }),
  sardakk_dreadnought: SHEET,
  sardakk_dreadnought2: works(
    ['engine/factions/sardakk.ts', 'engine/action-cards/direct-hit.ts'],
    'engine/factions/sardakk.test.ts',
  ),
  sardakk_flagship: works('engine/factions/sardakk.effects.ts', FACTION_COMBAT_TEST, { title: 'Sardakk flagship' }),
  sardakk_mech: works('engine/combat/ground-combat.ts', 'engine/combat/ground-combat.test.ts', {
    title: 'Sardakk mech',
  }),
  sol_carrier: SHEET,
  sol_carrier2: SHEET,
  sol_flagship: works('engine/phases/status.ts', 'engine/phases/unit-abilities.test.ts', { title: 'Sol flagship' }),
  sol_infantry: SHEET,
  sol_infantry2: works(INFANTRY_RETURN, 'engine/units/infantry-return.test.ts'),
  sol_mech: works('engine/factions/sol.ts', 'engine/factions/sol.test.ts'),
  titans_cruiser: SHEET,
  titans_cruiser2: SHEET,
  titans_flagship: works('engine/factions/titans.ts', UNIT_ABILITIES_TEST, { title: 'Titans flagship' }),
  titans_mech: works('engine/phases/cards/construction.ts', 'engine/phases/unit-abilities.test.ts', {
    title: 'Titans mech',
  }),
  titans_pds: works('engine/combat/combat-record.ts', 'engine/combat/hel-titan.test.ts', { title: 'Hel-Titan' }),
  titans_pds2: works(
    ['engine/combat/combat-record.ts', 'engine/combat/unit-stats.ts'],
    'engine/combat/unit-sheets.test.ts',
  ),
  winnu_flagship: works('engine/factions/winnu.effects.ts', FACTION_COMBAT_TEST, { title: 'Winnu flagship' }),
  winnu_mech: works('engine/invasion/after-action.ts', 'engine/invasion/invasion.test.ts'),
  xxcha_flagship: works('engine/combat/space-cannon.ts', FACTION_COMBAT_TEST, { title: 'Xxcha flagship' }),
  xxcha_mech: works('engine/combat/space-cannon.ts', FACTION_COMBAT_TEST, { title: 'Xxcha flagship and mech' }),
  yin_flagship: works('engine/units/destroy.ts', FACTION_COMBAT_TEST, { title: 'Yin flagship' }),
  yin_mech: works('engine/factions/yin.ts', 'engine/factions/yin.test.ts', { title: "Moyin's Ashes" }),
  yssaril_flagship: works('engine/factions/yssaril.effects.ts', 'engine/tactical/faction-units.test.ts', {
    title: 'Yssaril flagship',
  }),
  yssaril_mech: works('engine/factions/yssaril.ts', 'engine/factions/yssaril.test.ts', {
    title: 'Blackshade Infiltrator',
  }),
  keleres_flagship: works(
    ['engine/factions/keleres.effects.ts', 'engine/tactical/activation.ts'],
    'engine/tactical/faction-units.test.ts',
    {
      title: 'Keleres flagship',
    },
  ),
  keleres_mech: works('engine/invasion/commit.ts', UNIT_ABILITIES_TEST, { title: 'Keleres mech' }),
} as const satisfies Record<UnitId, ComponentStatus>;
