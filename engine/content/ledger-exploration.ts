// Content ledger (LRR 35 exploration, 73 relics, 12 attachments, 53 legendary planets): exploring works
// (engine/exploration); the cards and attachments whose whole text works are dealt, the others wait.
import type { ExplorationCardId } from '../data/exploration';
import type { RelicId } from '../data/relics';
import type { AttachmentTokenId } from '../data/tokens';
import { works, type ComponentStatus } from './status';

// Gained and kept faceup (35.9), traded (94), purged three at a time for a relic (73).
const FRAGMENT = works(
  ['engine/exploration/explore.ts', 'engine/relics/fragments.ts'],
  'engine/relics/fragments.test.ts',
);
const ATTACH = ['engine/exploration/explore.ts', 'engine/exploration/deck.ts', 'engine/economy/planets.ts'];
const HAZARD = ['engine/exploration/explore.ts', 'engine/exploration/hazardous.ts'];
const INDUSTRIAL = ['engine/exploration/explore.ts', 'engine/exploration/industrial.ts'];
/** Frontier cards are drawn when a frontier token is explored (Dark Energy Tap, engine/exploration/dark-energy-tap.ts). */
const FRONTIER = [
  'engine/exploration/explore.ts',
  'engine/exploration/frontier.ts',
  'engine/exploration/dark-energy-tap.ts',
];

export const RELIC_STATUS = {
  'dominus-orb': works(
    ['engine/relics/dominus-orb.ts', 'engine/tactical/movement.ts'],
    'engine/relics/dominus-orb.test.ts',
  ),
  'dynamis-core': works(
    ['engine/relics/dynamis-core.ts', 'engine/relics/dynamis-core.effects.ts'],
    'engine/relics/relics.test.ts',
  ),
  'jr-xs455-o': works('engine/relics/jr-xs455-o.ts', 'engine/relics/jr-xs455-o.test.ts'),
  'maw-of-worlds': works('engine/relics/maw-of-worlds.ts', 'engine/relics/relics.test.ts'),
  nanoforge: works('engine/relics/nanoforge.ts', 'engine/relics/nanoforge.test.ts'),
  'scepter-of-emelpar': works(
    ['engine/relics/scepter-of-emelpar.ts', 'engine/relics/scepter-of-emelpar.effects.ts'],
    'engine/relics/scepter-of-emelpar.test.ts',
  ),
  'shard-of-the-throne': works(
    ['engine/relics/holding.ts', 'engine/relics/shard-of-the-throne.effects.ts'],
    'engine/relics/relics.test.ts',
  ),
  'stellar-converter': works('engine/relics/stellar-converter.ts', 'engine/relics/stellar-converter.test.ts'),
  'the-codex': works('engine/relics/the-codex.ts', 'engine/relics/relics.test.ts'),
  'the-crown-of-emphidia': works(
    ['engine/relics/the-crown-of-emphidia.ts', 'engine/relics/the-crown-of-emphidia.effects.ts'],
    'engine/relics/the-crown-of-emphidia.test.ts',
  ),
  'the-crown-of-thalnos': works('engine/relics/the-crown-of-thalnos.ts', 'engine/relics/the-crown-of-thalnos.test.ts'),
  'the-obsidian': works(
    ['engine/relics/gain.ts', 'engine/relics/the-obsidian.effects.ts'],
    'engine/relics/relics.test.ts',
  ),
  'the-prophets-tears': works(
    ['engine/relics/the-prophets-tears.ts', 'engine/economy/research-abilities.ts'],
    'engine/relics/the-prophets-tears.test.ts',
  ),
} as const satisfies Record<RelicId, ComponentStatus>;

export const EXPLORATION_STATUS = {
  freelancers: works(
    ['engine/exploration/cultural.ts', 'engine/exploration/freelancers.ts', 'engine/production/order.ts'],
    'engine/exploration/freelancers.test.ts',
  ),
  'mercenary-outfit': works(
    ['engine/exploration/explore.ts', 'engine/exploration/cultural.ts'],
    'engine/exploration/cards.test.ts',
  ),
  'gamma-wormhole': works('engine/exploration/explore.ts', 'engine/exploration/cards.test.ts'),
  'demilitarized-zone': works(
    [...ATTACH, 'engine/exploration/demilitarized-zone.ts', 'engine/exploration/dmz-rule.ts'],
    'engine/exploration/demilitarized-zone.test.ts',
  ),
  'dyson-sphere': works(ATTACH, 'engine/exploration/cards.test.ts'),
  'paradise-world': works(ATTACH, 'engine/exploration/cards.test.ts'),
  'tomb-of-emphidia': works(ATTACH, 'engine/exploration/cards.test.ts'),
  'cultural-relic-fragment': FRAGMENT,
  'volatile-fuel-source': works(HAZARD, 'engine/exploration/cards.test.ts'),
  expedition: works(HAZARD, 'engine/exploration/cards.test.ts'),
  'core-mine': works(HAZARD, 'engine/exploration/cards.test.ts'),
  'lazax-survivors': works(ATTACH, 'engine/exploration/cards.test.ts'),
  'mining-world': works(ATTACH, 'engine/exploration/cards.test.ts'),
  'rich-world': works(ATTACH, 'engine/exploration/cards.test.ts'),
  'warfare-research-facility': works(ATTACH, 'engine/exploration/explore.test.ts'),
  'hazardous-relic-fragment': FRAGMENT,
  'abandoned-warehouses': works(INDUSTRIAL, 'engine/exploration/cards.test.ts'),
  'functioning-base': works(INDUSTRIAL, 'engine/exploration/cards.test.ts'),
  'local-fabricators': works(INDUSTRIAL, 'engine/exploration/cards.test.ts'),
  'biotic-research-facility': works(ATTACH, 'engine/exploration/cards.test.ts'),
  'cybernetic-research-facility': works(ATTACH, 'engine/exploration/cards.test.ts'),
  'propulsion-research-facility': works(ATTACH, 'engine/exploration/cards.test.ts'),
  'industrial-relic-fragment': FRAGMENT,
  'derelict-vessel': works(FRONTIER, 'engine/exploration/cards.test.ts'),
  'enigmatic-device': works(
    ['engine/exploration/explore.ts', 'engine/exploration/enigmatic-device.ts'],
    'engine/exploration/enigmatic-device.test.ts',
  ),
  'gamma-relay': works(
    ['engine/exploration/explore.ts', 'engine/exploration/dark-energy-tap.ts'],
    'engine/exploration/cards.test.ts',
  ),
  'ion-storm': works(
    ['engine/exploration/explore.ts', 'engine/exploration/ion-storm.ts', 'engine/tactical/move-ships.ts'],
    'engine/exploration/ion-storm.test.ts',
  ),
  'lost-crew': works(FRONTIER, 'engine/exploration/cards.test.ts'),
  'merchant-station': works(FRONTIER, 'engine/exploration/cards.test.ts'),
  mirage: works(
    ['engine/exploration/explore.ts', 'engine/exploration/mirage.ts', 'engine/relics/mirage.ts'],
    'engine/relics/mirage.test.ts',
  ),
  'unknown-relic-fragment': FRAGMENT,
  'minor-entropic-field': works(FRONTIER, 'engine/exploration/cards.test.ts'),
  'entropic-field': works(FRONTIER, 'engine/exploration/cards.test.ts'),
  'major-entropic-field': works(FRONTIER, 'engine/exploration/cards.test.ts'),
  'keleres-ship': works(FRONTIER, 'engine/exploration/cards.test.ts'),
  'dead-world': works(FRONTIER, 'engine/exploration/cards.test.ts'),
} as const satisfies Record<ExplorationCardId, ComponentStatus>;

/** 12: planetFacts (engine/economy/planets.ts) reads every attachment; these are not attached by anything yet. */
export const ATTACHMENT_STATUS = {
  biotic: works(['engine/economy/planets.ts', 'engine/exploration/deck.ts'], 'engine/exploration/cards.test.ts', {
    title: 'Biotic Research Facility',
  }),
  bioticstat: works(['engine/economy/planets.ts', 'engine/exploration/deck.ts'], 'engine/exploration/cards.test.ts', {
    title: 'research facility +1/+1 side',
  }),
  cybernetic: works(['engine/economy/planets.ts', 'engine/exploration/deck.ts'], 'engine/exploration/cards.test.ts', {
    title: 'Cybernetic Research Facility',
  }),
  cyberneticstat: works(
    ['engine/economy/planets.ts', 'engine/exploration/deck.ts'],
    'engine/exploration/cards.test.ts',
    { title: 'research facility +1/+1 side' },
  ),
  propulsion: works(['engine/economy/planets.ts', 'engine/exploration/deck.ts'], 'engine/exploration/cards.test.ts', {
    title: 'Propulsion Research Facility',
  }),
  propulsionstat: works(
    ['engine/economy/planets.ts', 'engine/exploration/deck.ts'],
    'engine/exploration/cards.test.ts',
    { title: 'research facility +1/+1 side' },
  ),
  warfare: works(['engine/economy/planets.ts', 'engine/exploration/deck.ts'], 'engine/exploration/explore.test.ts'),
  warfarestat: works(['engine/economy/planets.ts', 'engine/exploration/deck.ts'], 'engine/exploration/cards.test.ts', {
    title: 'research facility +1/+1 side',
  }),
  dmz: works(
    ['engine/exploration/dmz-rule.ts', 'engine/units/reinforcements.ts', 'engine/invasion/commit.ts'],
    'engine/exploration/demilitarized-zone.test.ts',
  ),
  dysonsphere: works(['engine/economy/planets.ts', 'engine/exploration/deck.ts'], 'engine/exploration/cards.test.ts'),
  lazaxsurvivors: works(
    ['engine/economy/planets.ts', 'engine/exploration/deck.ts'],
    'engine/exploration/cards.test.ts',
  ),
  miningworld: works(['engine/economy/planets.ts', 'engine/exploration/deck.ts'], 'engine/exploration/cards.test.ts'),
  paradiseworld: works(['engine/economy/planets.ts', 'engine/exploration/deck.ts'], 'engine/exploration/cards.test.ts'),
  richworld: works(['engine/economy/planets.ts', 'engine/exploration/deck.ts'], 'engine/exploration/cards.test.ts'),
  tombofemphidia: works(
    ['engine/economy/planets.ts', 'engine/exploration/deck.ts'],
    'engine/exploration/cards.test.ts',
  ),
  nanoforge: works(['engine/economy/planets.ts', 'engine/relics/nanoforge.ts'], 'engine/relics/nanoforge.test.ts'),
  titanspn: works(
    ['engine/economy/planets.ts', 'engine/exploration/terraform.ts'],
    'engine/exploration/terraform.test.ts',
  ),
  titanshero: works(
    ['engine/economy/planets.ts', 'engine/leaders/heroes/titans.ts', 'engine/combat/space-cannon.ts'],
    'engine/leaders/heroes/titans.test.ts',
  ),
} as const satisfies Record<AttachmentTokenId, ComponentStatus>;

/** 53: the legendary planets themselves are on the board and work as planets; their ability cards do not. */
export const LEGENDARY_PLANETS = ['hopesend', 'mallice', 'primor', 'mirage'] as const;
export type LegendaryPlanetId = (typeof LEGENDARY_PLANETS)[number];

export const LEGENDARY_PLANET_STATUS = {
  hopesend: works(['engine/relics/hopes-end.ts', 'engine/relics/legendary.ts'], 'engine/relics/legendary.test.ts'),
  mallice: works(['engine/relics/mallice.ts', 'engine/relics/legendary.ts'], 'engine/relics/legendary.test.ts'),
  primor: works(['engine/relics/primor.ts', 'engine/relics/legendary.ts'], 'engine/relics/legendary.test.ts'),
  mirage: works(['engine/relics/mirage.ts', 'engine/relics/legendary.ts'], 'engine/relics/mirage.test.ts'),
} as const satisfies Record<LegendaryPlanetId, ComponentStatus>;
