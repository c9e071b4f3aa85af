// Content ledger (LRR 90 technology, 97 unit upgrades): which technologies work. A unit upgrade works exactly when
// the unit it grants works (engine/content/ledger-units.ts); the ledger test checks that they agree.
import type { TechnologyId } from '../data/technologies';
import { works, type ComponentStatus } from './status';

/** Unit upgrades whose unit has only the values printed on its card: read by engine/combat/unit-stats.ts. */
const SHEET = works('engine/combat/unit-stats.ts', 'engine/combat/unit-sheets.test.ts');
const TACTICAL = 'engine/tactical/technologies.test.ts';
const TURN = 'engine/phases/technologies.test.ts';
const INVASION = 'engine/invasion/invasion.test.ts';
const COMBAT_TECHS = 'engine/combat/combat-techs.ts';
const RESEARCH_ABILITIES = 'engine/economy/research-abilities.ts';
const INFANTRY_RETURN = 'engine/units/infantry-return.ts';
const EMPYREAN_TEST = 'engine/factions/empyrean.test.ts';

export const TECHNOLOGY_STATUS = {
  // ---- Generic technologies
  amd: works(['engine/tactical/anomalies.ts', 'engine/combat/dice.ts'], TACTICAL),
  gd: works('engine/tactical/movement.ts', TACTICAL),
  fl: works('engine/phases/action.ts', TURN),
  lwd: works('engine/tactical/paths.ts', TACTICAL),
  det: works(
    ['engine/combat/retreat.ts', 'engine/exploration/dark-energy-tap.ts'],
    'engine/exploration/technologies.test.ts',
  ),
  sr: works('engine/technologies/sling-relay.ts', 'engine/technologies/sling-relay.test.ts'),
  nm: works('engine/phases/status.ts', TURN),
  dxa: works('engine/invasion/steps.ts', INVASION),
  hm: works('engine/phases/status.ts', TURN),
  x89: works('engine/invasion/bombardment.ts', INVASION, { title: 'X-89 Bacterial Weapon' }),
  pa: works(
    ['engine/economy/research.ts', 'engine/technologies/psychoarchaeology.ts'],
    'engine/technologies/psychoarchaeology.test.ts',
  ),
  bs: works('engine/technologies/turn-technologies.ts', TURN),
  ps: works(['engine/combat/dice.ts', 'engine/invasion/bombardment.ts'], 'engine/combat/space-cannon.test.ts'),
  md: works(COMBAT_TECHS, 'engine/combat/ground-combat.test.ts'),
  da: works(COMBAT_TECHS, 'engine/combat/space-combat.test.ts'),
  asc: works(COMBAT_TECHS, 'engine/combat/space-combat.test.ts'),
  aida: works([RESEARCH_ABILITIES, 'engine/production/order.ts'], 'engine/production/production.test.ts'),
  sar: works(['engine/production/steps.ts', 'engine/units/destroy.ts'], 'engine/production/production.test.ts'),
  st: works('engine/production/order.ts', 'engine/production/production.test.ts'),
  gls: works('engine/combat/space-cannon.ts', 'engine/combat/space-cannon.test.ts'),
  td: works('engine/technologies/transit-diodes.ts', 'engine/technologies/transit-diodes.test.ts'),
  ie: works('engine/invasion/control.ts', INVASION),
  sdn: works('engine/exploration/scanlink-drone-network.ts', 'engine/exploration/technologies.test.ts'),
  pi: works(
    [
      'engine/technologies/turn-technologies.ts',
      'engine/technologies/predictive-intelligence-votes.ts',
      'engine/technologies/predictive-intelligence.effects.ts',
    ],
    'engine/technologies/predictive-intelligence-votes.test.ts',
  ),
  // ---- Generic unit upgrades
  ws: SHEET,
  sd2: SHEET,
  cr2: SHEET,
  dn2: SHEET,
  dd2: SHEET,
  pds2: SHEET,
  cv2: SHEET,
  ff2: works(['engine/tactical/transport.ts', 'engine/tactical/fleet-pool.ts'], 'engine/tactical/transport.test.ts'),
  inf2: works(INFANTRY_RETURN, 'engine/units/infantry-return.test.ts'),
  // ---- Faction technologies
  lw2: works(INFANTRY_RETURN, 'engine/units/faction-infantry.test.ts'),
  swa2: works('engine/factions/argent.effects.ts', 'engine/combat/faction-units.test.ts'),
  l4: works(['engine/factions/letnev.effects.ts', 'engine/combat/space-cannon.ts'], 'engine/factions/letnev.test.ts'),
  cm: works(
    ['engine/factions/saar.ts', 'engine/factions/saar.effects.ts', 'engine/tactical/activation.ts'],
    'engine/factions/saar.test.ts',
  ),
  pws2: SHEET,
  qdn: works(['engine/factions/hacan.ts', 'engine/factions/hacan.effects.ts'], 'engine/factions/hacan.test.ts'),
  as: works(['engine/factions/empyrean-passage.ts', 'engine/factions/empyrean.effects.ts'], EMPYREAN_TEST),
  ac2: SHEET,
  sdn2: SHEET,
  cl2: works(INFANTRY_RETURN, 'engine/units/infantry-return.test.ts'),
  mc: works(['engine/economy/spending.ts', 'engine/exploration/freelancers.ts'], 'engine/factions/mentak.test.ts'),
  hcf2: works(['engine/factions/naalu.effects.ts', 'engine/tactical/fleet-pool.ts'], 'engine/factions/naalu.test.ts'),
  pfa: works('engine/factions/naaz.ts', 'engine/factions/naaz-sheet.test.ts'),
  vax: works(
    ['engine/factions/nekro-valefar.ts', 'engine/factions/nekro.effects.ts', 'engine/combat/unit-stats.ts'],
    'engine/factions/nekro.test.ts',
  ),
  m2: works(['engine/factions/nomad.effects.ts', 'engine/tactical/movement.ts'], 'engine/factions/nomad.test.ts'),
  exo2: works(['engine/factions/sardakk.ts', 'engine/action-cards/direct-hit.ts'], 'engine/factions/sardakk.test.ts'),
  se2: SHEET,
  scc: works(
    ['engine/factions/jolnar.ts', 'engine/factions/jolnar.effects.ts', 'engine/galaxy/adjacency.ts'],
    'engine/factions/jolnar.test.ts',
  ),
  dt2: SHEET,
  lgf: works(['engine/factions/winnu.ts', 'engine/factions/winnu.effects.ts'], 'engine/factions/winnu.test.ts'),
  it: works(['engine/factions/xxcha.ts', 'engine/abilities/play.ts'], 'engine/factions/xxcha.test.ts'),
  mi: works('engine/factions/yssaril-spies.ts', 'engine/factions/yssaril-spies.test.ts'),
  bio: works(
    ['engine/factions/arborec-mitosis.ts', 'engine/factions/arborec.effects.ts'],
    'engine/factions/arborec.test.ts',
  ),
  ah: works(
    ['engine/factions/argent.effects.ts', 'engine/tactical/paths.ts', 'engine/production/producers.ts'],
    'engine/factions/argent-sheet.test.ts',
  ),
  nes: works('engine/combat/hits.ts', 'engine/combat/hits.test.ts'),
  ffac2: SHEET,
  mr: works(
    ['engine/factions/muaat.effects.ts', 'engine/tactical/anomalies.ts', 'engine/production/producers.ts'],
    'engine/factions/muaat.test.ts',
  ),
  pm: works('engine/factions/hacan.ts', 'engine/factions/hacan.test.ts'),
  vw: works(
    ['engine/factions/empyrean-pacts.ts', 'engine/tactical/move-ships.ts', 'engine/combat/retreat.ts'],
    EMPYREAN_TEST,
  ),
  so2: works(INFANTRY_RETURN, 'engine/units/infantry-return.test.ts'),
  wg: works('engine/factions/ghost-wormholes.ts', 'engine/factions/ghost.test.ts'),
  ds: works(['engine/factions/ghost-splicer.ts', 'engine/combat/hits.ts'], 'engine/factions/ghost.test.ts'),
  is: works(RESEARCH_ABILITIES, 'engine/economy/research-abilities.test.ts'),
  gr: works(
    ['engine/factions/mahact-recombination.ts', 'engine/agenda/voting.ts', 'engine/agenda/phase.ts'],
    'engine/factions/mahact-recombination.test.ts',
  ),
  so: works(
    ['engine/factions/mentak-salvage.ts', 'engine/factions/mentak.effects.ts', 'engine/production/order.ts'],
    'engine/factions/mentak.test.ts',
  ),
  ng: works(
    ['engine/factions/naalu-foresight.ts', 'engine/factions/naalu.effects.ts', 'engine/tactical/activation.ts'],
    'engine/factions/naalu.test.ts',
  ),
  sc: works('engine/factions/naaz.ts', 'engine/factions/naaz-sheet.test.ts'),
  vay: works(
    ['engine/factions/nekro-valefar.ts', 'engine/factions/nekro.effects.ts', 'engine/combat/unit-stats.ts'],
    'engine/factions/nekro.test.ts',
  ),
  tcs: works(['engine/factions/nomad-tcs.ts', 'engine/factions/nomad.effects.ts'], 'engine/factions/nomad-tcs.test.ts'),
  vpw: works('engine/factions/sardakk.effects.ts', 'engine/factions/sardakk.test.ts'),
  ht2: SHEET,
  ers: works(['engine/factions/jolnar.effects.ts', 'engine/factions/jolnar.ts'], 'engine/factions/jolnar.test.ts'),
  vtx: works('engine/factions/cabal.ts', 'engine/factions/cabal.test.ts'),
  htp: works(['engine/factions/winnu.ts', 'engine/economy/planets.ts'], 'engine/factions/winnu.test.ts'),
  nf: works('engine/factions/xxcha.ts', 'engine/factions/xxcha.test.ts'),
  yso: works(
    ['engine/factions/yin-spinner.ts', 'engine/factions/yin.effects.ts'],
    'engine/factions/yin-spinner.test.ts',
  ),
  ic: works('engine/factions/yin-devotion.ts', 'engine/factions/yin-devotion.test.ts'),
  tp: works(
    ['engine/factions/yssaril.effects.ts', 'engine/abilities/play.ts'],
    'engine/factions/yssaril-spies.test.ts',
  ),
  iihq: works(
    [
      'engine/factions/keleres-custodia.ts',
      'engine/factions/keleres-iihq.ts',
      'engine/factions/keleres.effects.ts',
      'engine/economy/planet-cards.ts',
      'engine/data/planet-cards.ts',
    ],
    'engine/factions/keleres-iihq.test.ts',
  ),
  asn: works(
    ['engine/factions/keleres-asn.ts', 'engine/factions/keleres.effects.ts', 'engine/production/steps.ts'],
    'engine/factions/keleres-techs.test.ts',
  ),
} as const satisfies Record<TechnologyId, ComponentStatus>;
