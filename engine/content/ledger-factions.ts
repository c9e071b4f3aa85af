// Content ledger (faction sheets: LRR I faction abilities, 69 promissory notes, 50–51 leaders): which faction
// components work. Faction notes that do not work are not handed out at setup (engine/content/in-play.ts).
import type { FactionAbilityId } from '../data/faction-abilities';
import type { LeaderId } from '../data/leaders';
import type { PromissoryNoteId } from '../data/promissory-notes';
import { works, type ComponentStatus } from './status';

const INVASION = 'engine/invasion/invasion.test.ts';
const RESEARCH_ABILITIES = 'engine/economy/research-abilities.ts';
const RESEARCH_ABILITIES_TEST = 'engine/economy/research-abilities.test.ts';
const EMPYREAN_TEST = 'engine/factions/empyrean.test.ts';
const MAHACT_TEST = 'engine/factions/mahact.test.ts';

export const FACTION_ABILITY_STATUS = {
  mitosis: works(
    ['engine/factions/arborec-mitosis.ts', 'engine/production/producers.ts'],
    'engine/factions/arborec.test.ts',
  ),
  creuss_gate: works(['engine/galaxy/board.ts', 'engine/galaxy/adjacency.ts'], 'engine/galaxy/adjacency.test.ts'),
  quantum_entanglement: works('engine/tactical/adjacency-in-play.ts', 'engine/tactical/technologies.test.ts'),
  slipstream: works('engine/tactical/movement.ts', 'engine/tactical/technologies.test.ts'),
  arbiters: works(
    ['engine/factions/hacan.effects.ts', 'engine/transactions/checks.ts', 'engine/transactions/proposals.ts'],
    'engine/factions/hacan.test.ts',
  ),
  guild_ships: works(
    ['engine/factions/hacan.effects.ts', 'engine/transactions/scope.ts'],
    'engine/factions/hacan.test.ts',
  ),
  master_of_trade: works(
    ['engine/factions/hacan.effects.ts', 'engine/phases/cards/trade.ts'],
    'engine/factions/hacan.test.ts',
  ),
  analytical: works(RESEARCH_ABILITIES, RESEARCH_ABILITIES_TEST),
  brilliant: works(
    ['engine/factions/jolnar.effects.ts', 'engine/phases/cards/technology.ts'],
    'engine/factions/jolnar.test.ts',
  ),
  fragile: works('engine/factions/jolnar.effects.ts', 'engine/factions/jolnar.test.ts'),
  assimilate: works('engine/invasion/control.ts', INVASION),
  harrow: works(['engine/factions/l1z1x.ts', 'engine/invasion/bombardment.ts'], 'engine/factions/l1z1x.test.ts'),
  armada: works(
    ['engine/factions/letnev.effects.ts', 'engine/tactical/fleet-pool.ts'],
    'engine/factions/letnev.test.ts',
  ),
  munitions: works('engine/factions/letnev.ts', 'engine/factions/letnev.test.ts'),
  ambush: works('engine/factions/mentak.ts', 'engine/factions/mentak.test.ts'),
  pillage: works(
    ['engine/factions/mentak-pillage.ts', 'engine/factions/mentak.effects.ts', 'engine/flow/event-responses.ts'],
    'engine/factions/mentak.test.ts',
  ),
  gashlai_physiology: works(
    ['engine/factions/muaat.effects.ts', 'engine/tactical/anomalies.ts'],
    'engine/factions/muaat.test.ts',
  ),
  star_forge: works('engine/factions/muaat.ts', 'engine/factions/muaat.test.ts'),
  foresight: works('engine/factions/naalu-foresight.ts', 'engine/factions/naalu.test.ts'),
  telepathic: works(['engine/factions/naalu.ts', 'engine/core/order.ts'], 'engine/factions/naalu.test.ts'),
  galactic_threat: works(
    ['engine/factions/nekro-galactic-threat.ts', 'engine/factions/nekro.effects.ts', 'engine/agenda/voting.ts'],
    'engine/factions/nekro-galactic-threat.test.ts',
  ),
  propagation: works(RESEARCH_ABILITIES, RESEARCH_ABILITIES_TEST),
  technological_singularity: works(
    ['engine/factions/nekro-singularity.ts', 'engine/factions/nekro.effects.ts', 'engine/factions/nekro-valefar.ts'],
    'engine/factions/nekro.test.ts',
  ),
  nomadic: works(['engine/factions/saar.effects.ts', 'engine/objectives/scoring.ts'], 'engine/factions/saar.test.ts'),
  scavenge: works('engine/invasion/control.ts', INVASION),
  unrelenting: works('engine/factions/sardakk.effects.ts', 'engine/factions/sardakk.test.ts'),
  orbital_drop: works('engine/factions/sol.ts', 'engine/factions/sol.test.ts'),
  versatile: works(['engine/factions/sol.effects.ts', 'engine/phases/status.ts'], 'engine/factions/sol.test.ts'),
  blood_ties: works('engine/invasion/commit.ts', INVASION),
  reclamation: works('engine/invasion/after-action.ts', INVASION),
  peace_accords: works(
    ['engine/factions/xxcha.ts', 'engine/phases/cards/diplomacy.ts'],
    'engine/factions/xxcha.test.ts',
  ),
  quash: works('engine/factions/xxcha.ts', 'engine/factions/xxcha.test.ts'),
  devotion: works('engine/factions/yin-devotion.ts', 'engine/factions/yin-devotion.test.ts'),
  indoctrination: works('engine/factions/yin.ts', 'engine/factions/yin.test.ts'),
  crafty: works(
    ['engine/factions/yssaril.effects.ts', 'engine/phases/hand-limit.ts'],
    'engine/factions/yssaril.test.ts',
  ),
  scheming: works(
    ['engine/factions/yssaril.ts', 'engine/factions/yssaril.effects.ts', 'engine/phases/status.ts'],
    'engine/factions/yssaril.test.ts',
  ),
  stall_tactics: works('engine/factions/yssaril.ts', 'engine/factions/yssaril.test.ts'),
  raid_formation: works(
    ['engine/factions/argent.ts', 'engine/factions/argent.effects.ts', 'engine/combat/anti-fighter-barrage.ts'],
    'engine/factions/argent-sheet.test.ts',
  ),
  zeal: works(['engine/factions/argent.effects.ts', 'engine/agenda/voting.ts'], 'engine/factions/argent.test.ts'),
  amalgamation: works(
    ['engine/factions/cabal-amalgamation.ts', 'engine/production/order.ts'],
    'engine/factions/cabal.test.ts',
  ),
  devour: works('engine/units/destroy.ts', 'engine/units/devour.test.ts'),
  riftmeld: works(RESEARCH_ABILITIES, RESEARCH_ABILITIES_TEST),
  aetherpassage: works(
    ['engine/factions/empyrean-passage.ts', 'engine/factions/empyrean.effects.ts', 'engine/tactical/paths.ts'],
    EMPYREAN_TEST,
  ),
  dark_whispers: works(['engine/content/in-play.ts', 'engine/setup/board-setup.ts'], EMPYREAN_TEST),
  voidborn: works(
    ['engine/factions/empyrean.effects.ts', 'engine/tactical/anomalies.ts', 'engine/combat/retreat.ts'],
    EMPYREAN_TEST,
  ),
  edict: works(
    [
      'engine/factions/mahact.ts',
      'engine/factions/mahact.effects.ts',
      'engine/factions/mahact-tokens.ts',
      'engine/economy/command-tokens.ts',
    ],
    MAHACT_TEST,
  ),
  hubris: works(['engine/content/in-play.ts', 'engine/transactions/checks.ts'], MAHACT_TEST),
  imperia: works(['engine/kernel/leader-sheet.ts', 'engine/factions/mahact-tokens.ts'], MAHACT_TEST),
  distant_suns: works(
    ['engine/factions/naaz.effects.ts', 'engine/exploration/explore.ts'],
    'engine/factions/naaz-sheet.test.ts',
  ),
  fabrication: works('engine/factions/naaz.ts', 'engine/factions/naaz-sheet.test.ts'),
  future_sight: works(['engine/factions/nomad.ts', 'engine/agenda/phase.ts'], 'engine/factions/nomad.test.ts'),
  the_company: works(
    ['engine/kernel/leader-sheet.ts', 'engine/setup/create-game.ts', 'engine/leaders/nomad-company.ts'],
    'engine/leaders/nomad-company.test.ts',
  ),
  awaken: works(
    ['engine/factions/titans-awaken.ts', 'engine/factions/titans-sleepers.ts'],
    'engine/factions/titans.test.ts',
  ),
  coalescence: works(
    ['engine/factions/titans-awaken.ts', 'engine/invasion/steps.ts', 'engine/factions/titans.ts'],
    'engine/factions/titans.test.ts',
  ),
  terragenesis: works(
    ['engine/factions/titans-sleepers.ts', 'engine/exploration/explore.ts'],
    'engine/factions/titans.test.ts',
  ),
  the_tribuni: works(
    ['engine/factions/keleres.ts', 'engine/setup/board-setup.ts', 'engine/kernel/leader-sheet.ts'],
    'engine/factions/keleres.test.ts',
  ),
  council_patronage: works(
    ['engine/factions/keleres.ts', 'engine/factions/keleres.effects.ts', 'engine/phases/strategy.ts'],
    'engine/factions/keleres.test.ts',
  ),
  laws_order: works(
    [
      'engine/factions/keleres.ts',
      'engine/agenda/laws.ts',
      'engine/agenda/law-effects.ts',
      'engine/kernel/abilities.ts',
    ],
    'engine/factions/keleres.test.ts',
  ),
} as const satisfies Record<FactionAbilityId, ComponentStatus>;

const NOTES = 'engine/transactions/notes.test.ts';
const GENERIC_NOTES = 'engine/transactions/generic-notes.ts';

export const PROMISSORY_NOTE_STATUS = {
  cf: works(GENERIC_NOTES, NOTES),
  ta: works(GENERIC_NOTES, NOTES),
  ps: works(GENERIC_NOTES, NOTES),
  sftt: works(['engine/transactions/notes.ts', GENERIC_NOTES], NOTES),
  an: works(['engine/kernel/leader-sheet.ts', 'engine/transactions/notes.ts'], 'engine/leaders/alliance.test.ts'),
  stymie: works('engine/factions/arborec.ts', 'engine/factions/arborec.test.ts'),
  iff: works('engine/factions/ghost-wormholes.ts', 'engine/factions/ghost.test.ts'),
  convoys: works(['engine/transactions/place-face-up.ts', 'engine/transactions/scope.ts'], NOTES),
  ra: works('engine/factions/jolnar.ts', 'engine/factions/jolnar.test.ts'),
  ce: works(['engine/factions/l1z1x.ts', 'engine/phases/status.ts'], 'engine/factions/l1z1x.test.ts'),
  war_funding: works('engine/factions/letnev.ts', 'engine/factions/letnev.test.ts'),
  pop: works(['engine/factions/mentak-pillage.ts', 'engine/transactions/notes.ts'], 'engine/factions/mentak.test.ts'),
  fires: works('engine/factions/muaat.ts', 'engine/factions/muaat.test.ts'),
  gift: works('engine/factions/naalu.ts', 'engine/factions/naalu.test.ts'),
  antivirus: works(
    ['engine/factions/nekro-singularity.ts', 'engine/transactions/notes.ts'],
    'engine/factions/nekro.test.ts',
  ),
  ragh: works('engine/factions/saar.ts', 'engine/factions/saar.test.ts'),
  tekklar: works('engine/factions/sardakk.ts', 'engine/factions/sardakk.test.ts'),
  ms: works('engine/factions/sol.ts', 'engine/factions/sol.test.ts'),
  acq: works(
    ['engine/factions/winnu-acquiescence.ts', 'engine/phases/action.ts', 'engine/phases/cards/common.ts'],
    'engine/factions/winnu.test.ts',
  ),
  favor: works('engine/factions/xxcha.ts', 'engine/factions/xxcha.test.ts'),
  greyfire: works('engine/factions/yin.ts', 'engine/factions/yin.test.ts'),
  spynet: works('engine/factions/yssaril-spies.ts', 'engine/factions/yssaril-spies.test.ts'),
  ambuscade: works(
    [
      'engine/factions/argent-ambuscade.ts',
      'engine/combat/dice.ts',
      'engine/combat/anti-fighter-barrage.ts',
      'engine/combat/space-cannon.ts',
      'engine/invasion/bombardment.ts',
      'engine/action-cards/experimental-battlestation.ts',
    ],
    'engine/factions/argent-sheet.test.ts',
  ),
  crucible: works(['engine/factions/cabal.ts', 'engine/factions/cabal.effects.ts'], 'engine/factions/cabal.test.ts'),
  dark_pact: works(
    ['engine/factions/empyrean-pacts.ts', 'engine/transactions/proposals.ts', 'engine/transactions/notes.ts'],
    EMPYREAN_TEST,
  ),
  blood_pact: works(
    ['engine/factions/empyrean-pacts.ts', 'engine/agenda/voting.ts', 'engine/transactions/notes.ts'],
    EMPYREAN_TEST,
  ),
  scepter: works('engine/factions/mahact-scepter.ts', MAHACT_TEST),
  cavalry: works(
    [
      'engine/factions/nomad-cavalry.ts',
      'engine/combat/combat-record.ts',
      'engine/combat/borrowed-ship.ts',
      'engine/combat/hits.ts',
    ],
    'engine/factions/nomad-cavalry.test.ts',
  ),
  bmf: works('engine/factions/naaz.ts', 'engine/factions/naaz-sheet.test.ts'),
  terraform: works('engine/exploration/terraform.ts', 'engine/exploration/terraform.test.ts'),
  rider: works('engine/factions/keleres-rider.ts', 'engine/factions/keleres-rider.test.ts'),
} as const satisfies Record<PromissoryNoteId, ComponentStatus>;

/** 50–51: leaders whose ability and unlock work (engine/leaders); the sheet, unlocks and Alliance in LEADER_SHEET. */
const LEADER_SHEET = 'engine/kernel/leader-sheet.ts';
export const LEADER_STATUS = {
  arborecagent: works(['engine/leaders/arborec-agent.ts', LEADER_SHEET], 'engine/leaders/arborec-agent.test.ts'),
  argentagent: works(
    ['engine/leaders/argent-agent.ts', 'engine/production/producers.ts', 'engine/production/order.ts', LEADER_SHEET],
    'engine/leaders/argent-agent.test.ts',
  ),
  cabalagent: works(['engine/leaders/cabal-agent.ts', LEADER_SHEET], 'engine/leaders/cabal-agent.test.ts'),
  ghostagent: works(
    ['engine/leaders/ghost-agent.ts', 'engine/leaders/ghost-agent.effects.ts', LEADER_SHEET],
    'engine/leaders/ghost-agent.test.ts',
  ),
  empyreanagent: works(['engine/leaders/empyrean.ts', LEADER_SHEET], 'engine/leaders/empyrean.test.ts'),
  hacanagent: works(['engine/leaders/hacan-agent.ts', LEADER_SHEET], 'engine/leaders/hacan-agent.test.ts'),
  jolnaragent: works(
    ['engine/leaders/jolnar-agent.ts', 'engine/phases/cards/technology.ts', LEADER_SHEET],
    'engine/leaders/jolnar-agent.test.ts',
  ),
  keleresagent: works(
    ['engine/leaders/keleres-agent.ts', 'engine/abilities/any-time.ts', 'engine/economy/trade-goods.ts', LEADER_SHEET],
    'engine/leaders/keleres-agent.test.ts',
  ),
  l1z1xagent: works(['engine/leaders/l1z1x.ts', LEADER_SHEET], 'engine/leaders/l1z1x.test.ts'),
  letnevagent: works(
    ['engine/leaders/letnev.ts', 'engine/leaders/letnev.effects.ts', LEADER_SHEET],
    'engine/leaders/letnev.test.ts',
  ),
  mahactagent: works(
    ['engine/leaders/mahact-agent.ts', 'engine/phases/cards/common.ts', 'engine/phases/action.ts', LEADER_SHEET],
    'engine/leaders/mahact-agent.test.ts',
  ),
  mentakagent: works(['engine/leaders/mentak-agent.ts', LEADER_SHEET], 'engine/leaders/mentak-agent.test.ts'),
  muaatagent: works(
    ['engine/leaders/muaat-agent.ts', 'engine/production/producers.ts', 'engine/production/order.ts', LEADER_SHEET],
    'engine/leaders/muaat-agent.test.ts',
  ),
  naaluagent: works(
    ['engine/leaders/naalu-agent.ts', 'engine/tactical/activation.ts', LEADER_SHEET],
    'engine/leaders/naalu-agent.test.ts',
  ),
  naazagent: works(['engine/leaders/naaz-agent.ts', LEADER_SHEET], 'engine/leaders/naaz-agent.test.ts'),
  nekroagent: works(['engine/leaders/nekro-agent.ts', LEADER_SHEET], 'engine/leaders/nekro-agent.test.ts'),
  nomadagentmercer: works(
    ['engine/leaders/nomad-agent.ts', 'engine/objectives/record.ts', 'engine/tactical/activation.ts', LEADER_SHEET],
    'engine/leaders/nomad-agent.test.ts',
  ),
  nomadagentartuno: works(
    ['engine/leaders/nomad-company.ts', 'engine/leaders/nomad.effects.ts', LEADER_SHEET],
    'engine/leaders/nomad-company.test.ts',
  ),
  nomadagentthundarian: works(
    ['engine/leaders/nomad-company.ts', 'engine/combat/combat-round.ts', LEADER_SHEET],
    'engine/leaders/nomad-company.test.ts',
  ),
  sardakkagent: works(['engine/leaders/sardakk-agent.ts', LEADER_SHEET], 'engine/leaders/sardakk-agent.test.ts'),
  saaragent: works(
    ['engine/leaders/saar-agent.ts', 'engine/tactical/movement.ts', LEADER_SHEET],
    'engine/leaders/saar-agent.test.ts',
  ),
  solagent: works(['engine/leaders/sol.ts', LEADER_SHEET], 'engine/leaders/sol.test.ts'),
  titansagent: works(
    ['engine/leaders/titans-agent.ts', 'engine/combat/cancelled-hits.ts', LEADER_SHEET],
    'engine/leaders/titans-agent.test.ts',
  ),
  winnuagent: works(
    ['engine/leaders/agents.ts', 'engine/leaders/production.ts', LEADER_SHEET],
    'engine/leaders/single-leaders.test.ts',
  ),
  xxchaagent: works(['engine/leaders/agents.ts', LEADER_SHEET], 'engine/leaders/single-leaders.test.ts'),
  yinagent: works(
    ['engine/leaders/yin-agent.ts', 'engine/leaders/yin-agent.effects.ts', LEADER_SHEET],
    'engine/leaders/yin-agent.test.ts',
  ),
  yssarilagent: works(
    ['engine/kernel/leader-sheet.ts', 'engine/abilities/play.ts'],
    'engine/leaders/yssaril-agent.test.ts',
  ),
  arboreccommander: works(
    ['engine/leaders/arborec.ts', 'engine/production/producers.ts', LEADER_SHEET],
    'engine/leaders/arborec.test.ts',
  ),
  argentcommander: works(
    ['engine/leaders/argent.effects.ts', 'engine/combat/dice.ts', LEADER_SHEET],
    'engine/leaders/unit-ability-commanders.test.ts',
  ),
  cabalcommander: works(
    ['engine/leaders/cabal.effects.ts', 'engine/production/order.ts', LEADER_SHEET],
    'engine/leaders/production-commanders.test.ts',
  ),
  ghostcommander: works(
    ['engine/leaders/ghost.ts', 'engine/tactical/move-ships.ts', LEADER_SHEET],
    'engine/leaders/ghost.test.ts',
  ),
  empyreancommander: works(['engine/leaders/commanders.ts', LEADER_SHEET], 'engine/leaders/single-leaders.test.ts'),
  hacancommander: works(
    ['engine/leaders/hacan.effects.ts', 'engine/agenda/voting.ts', LEADER_SHEET],
    'engine/leaders/hacan.test.ts',
  ),
  jolnarcommander: works(
    ['engine/leaders/jolnar.effects.ts', 'engine/combat/dice.ts', LEADER_SHEET],
    'engine/leaders/unit-ability-commanders.test.ts',
  ),
  kelerescommander: works(
    ['engine/leaders/keleres.ts', 'engine/abilities/component-actions.ts', LEADER_SHEET],
    'engine/leaders/keleres.test.ts',
  ),
  l1z1xcommander: works(
    ['engine/leaders/commanders.effects.ts', 'engine/invasion/bombardment.ts', LEADER_SHEET],
    'engine/leaders/single-leaders.test.ts',
  ),
  letnevcommander: works(
    ['engine/leaders/letnev.ts', 'engine/leaders/letnev.effects.ts', LEADER_SHEET],
    'engine/leaders/letnev.test.ts',
  ),
  mahactcommander: works(
    ['engine/leaders/mahact.ts', 'engine/leaders/mahact.effects.ts', 'engine/leaders/unlock.ts', LEADER_SHEET],
    'engine/leaders/mahact.test.ts',
  ),
  mentakcommander: works(['engine/leaders/mentak.ts', LEADER_SHEET], 'engine/leaders/mentak.test.ts'),
  muaatcommander: works(
    ['engine/leaders/muaat.effects.ts', 'engine/leaders/event-unlocks.effects.ts', LEADER_SHEET],
    'engine/leaders/muaat.test.ts',
  ),
  naalucommander: works(['engine/leaders/naalu.ts', 'engine/view.ts', LEADER_SHEET], 'engine/leaders/naalu.test.ts'),
  naazcommander: works(
    ['engine/leaders/naaz.ts', 'engine/exploration/explore.ts', LEADER_SHEET],
    'engine/leaders/naaz.test.ts',
  ),
  nekrocommander: works(
    ['engine/leaders/nekro.ts', 'engine/economy/research.ts', LEADER_SHEET],
    'engine/leaders/nekro.test.ts',
  ),
  nomadcommander: works(
    ['engine/leaders/nomad.effects.ts', 'engine/production/order.ts', LEADER_SHEET],
    'engine/leaders/production-commanders.test.ts',
  ),
  saarcommander: works(
    ['engine/leaders/saar.ts', 'engine/leaders/saar.effects.ts', LEADER_SHEET],
    'engine/leaders/saar.test.ts',
  ),
  sardakkcommander: works(
    ['engine/leaders/sardakk.ts', 'engine/leaders/sardakk.effects.ts', LEADER_SHEET],
    'engine/leaders/sardakk.test.ts',
  ),
  solcommander: works(['engine/leaders/sol.ts', LEADER_SHEET], 'engine/leaders/sol.test.ts'),
  titanscommander: works(
    ['engine/leaders/commanders.ts', 'engine/leaders/production.ts', LEADER_SHEET],
    'engine/leaders/single-leaders.test.ts',
  ),
  winnucommander: works(
    ['engine/leaders/winnu.effects.ts', 'engine/leaders/event-unlocks.effects.ts', 'engine/leaders/unlock-custom.ts'],
    'engine/leaders/winnu.test.ts',
  ),
  xxchacommander: works(
    ['engine/leaders/xxcha.effects.ts', 'engine/agenda/voting.ts', LEADER_SHEET],
    'engine/leaders/xxcha.test.ts',
  ),
  yincommander: works(
    ['engine/leaders/yin.ts', 'engine/leaders/yin.effects.ts', 'engine/economy/research-abilities.ts'],
    'engine/leaders/yin.test.ts',
  ),
  yssarilcommander: works(['engine/leaders/yssaril.ts', LEADER_SHEET], 'engine/leaders/yssaril.test.ts'),
  arborechero: works(
    ['engine/leaders/heroes/arborec.ts', 'engine/production/producers.ts', LEADER_SHEET],
    'engine/leaders/heroes/arborec.test.ts',
  ),
  argenthero: works(
    ['engine/leaders/heroes/argent.ts', 'engine/leaders/heroes/hero-moves.ts', LEADER_SHEET],
    'engine/leaders/heroes/argent.test.ts',
  ),
  cabalhero: works(['engine/leaders/heroes/cabal.ts', LEADER_SHEET], 'engine/leaders/heroes/cabal.test.ts'),
  ghosthero: works(['engine/leaders/heroes/ghost.ts', LEADER_SHEET], 'engine/leaders/heroes/ghost.test.ts'),
  empyreanhero: works(['engine/leaders/heroes/empyrean.ts', LEADER_SHEET], 'engine/leaders/heroes/empyrean.test.ts'),
  hacanhero: works(
    ['engine/leaders/heroes.ts', 'engine/leaders/production.ts', LEADER_SHEET],
    'engine/leaders/single-leaders.test.ts',
  ),
  jolnarhero: works(['engine/leaders/heroes/jolnar.ts', LEADER_SHEET], 'engine/leaders/heroes/jolnar.test.ts'),
  keleresheroharka: works(['engine/leaders/heroes/keleres.ts', LEADER_SHEET], 'engine/leaders/heroes/keleres.test.ts'),
  keleresheroodlynn: works(
    [
      'engine/leaders/heroes/keleres-odlynn.ts',
      'engine/leaders/heroes/keleres-odlynn.effects.ts',
      'engine/agenda/phase.ts',
      LEADER_SHEET,
    ],
    'engine/leaders/heroes/keleres-odlynn.test.ts',
  ),
  keleresherokuuasi: works(['engine/leaders/heroes/keleres.ts', LEADER_SHEET], 'engine/leaders/heroes/keleres.test.ts'),
  l1z1xhero: works(
    ['engine/leaders/heroes/l1z1x.ts', 'engine/leaders/heroes/hero-moves.ts', LEADER_SHEET],
    'engine/leaders/heroes/l1z1x.test.ts',
  ),
  letnevhero: works(
    ['engine/leaders/letnev.ts', 'engine/leaders/letnev.effects.ts', LEADER_SHEET],
    'engine/leaders/letnev.test.ts',
  ),
  mahacthero: works(
    [
      'engine/leaders/heroes/mahact.ts',
      'engine/leaders/heroes/hero-moves.ts',
      'engine/combat/space-combat.ts',
      'engine/combat/retreat.ts',
    ],
    'engine/leaders/heroes/mahact.test.ts',
  ),
  mentakhero: works(
    [
      'engine/leaders/heroes/mentak.ts',
      'engine/leaders/heroes/mentak.effects.ts',
      'engine/units/destroy.ts',
      LEADER_SHEET,
    ],
    'engine/leaders/heroes/mentak.test.ts',
  ),
  muaathero: works(['engine/leaders/heroes/muaat.ts', LEADER_SHEET], 'engine/leaders/heroes/muaat.test.ts'),
  naaluhero: works(
    ['engine/leaders/heroes/naalu.ts', 'engine/leaders/heroes/naalu.effects.ts', LEADER_SHEET],
    'engine/leaders/heroes/naalu.test.ts',
  ),
  naazhero: works(
    [
      'engine/leaders/heroes/naaz.ts',
      'engine/leaders/heroes/naaz.effects.ts',
      'engine/phases/cards/common.ts',
      LEADER_SHEET,
    ],
    'engine/leaders/heroes/naaz.test.ts',
  ),
  nekrohero: works(['engine/leaders/heroes.ts', LEADER_SHEET], 'engine/leaders/single-leaders.test.ts'),
  nomadhero: works(
    ['engine/leaders/heroes/nomad.ts', 'engine/leaders/nomad.effects.ts', 'engine/tactical/movement.ts', LEADER_SHEET],
    'engine/leaders/heroes/nomad.test.ts',
  ),
  sardakkhero: works(['engine/leaders/heroes/sardakk.ts', LEADER_SHEET], 'engine/leaders/heroes/sardakk.test.ts'),
  saarhero: works(['engine/leaders/heroes.ts', LEADER_SHEET], 'engine/leaders/single-leaders.test.ts'),
  solhero: works(['engine/leaders/sol.ts', LEADER_SHEET], 'engine/leaders/sol.test.ts'),
  titanshero: works(
    ['engine/leaders/heroes/titans.ts', 'engine/combat/space-cannon.ts', LEADER_SHEET],
    'engine/leaders/heroes/titans.test.ts',
  ),
  winnuhero: works(['engine/leaders/heroes/winnu.ts', LEADER_SHEET], 'engine/leaders/heroes/winnu.test.ts'),
  xxchahero: works(
    ['engine/economy/planets.ts', 'engine/economy/spending.ts', LEADER_SHEET],
    'engine/leaders/heroes/xxcha.test.ts',
  ),
  yinhero: works(
    ['engine/leaders/heroes/yin.ts', 'engine/invasion/steps.ts', 'engine/combat/ground-combat.ts', LEADER_SHEET],
    'engine/leaders/heroes/yin.test.ts',
  ),
  yssarilhero: works(
    ['engine/leaders/heroes/yssaril.ts', 'engine/factions/yssaril-spies.ts', LEADER_SHEET],
    'engine/leaders/heroes/yssaril.test.ts',
  ),
} as const satisfies Record<LeaderId, ComponentStatus>;
