// Content ledger (LRR 35 exploration, 73 relics, 12 attachments, 53 legendary planets): Prophecy of Kings
// exploration is not played yet, so none of its components works; their decks are dealt empty.
import type { ExplorationCardId } from '../data/exploration';
import type { RelicId } from '../data/relics';
import type { AttachmentTokenId } from '../data/tokens';
import { missing, NOT_YET, works, type ComponentStatus } from './status';

/** 35: gaining control of a planet emits a "should be explored" note and explores nothing. */
const UNEXPLORED = missing('waits on exploration (LRR 35): gaining control of a planet explores nothing yet');

export const RELIC_STATUS = {
  'dominus-orb': NOT_YET,
  'dynamis-core': works(
    ['engine/relics/dynamis-core.ts', 'engine/relics/dynamis-core.effects.ts'],
    'engine/relics/relics.test.ts',
  ),
  'jr-xs455-o': NOT_YET,
  'maw-of-worlds': works('engine/relics/maw-of-worlds.ts', 'engine/relics/relics.test.ts'),
  nanoforge: NOT_YET,
  'scepter-of-emelpar': NOT_YET,
  'shard-of-the-throne': works(
    ['engine/relics/holding.ts', 'engine/relics/shard-of-the-throne.effects.ts'],
    'engine/relics/relics.test.ts',
  ),
  'stellar-converter': NOT_YET,
  'the-codex': works('engine/relics/the-codex.ts', 'engine/relics/relics.test.ts'),
  'the-crown-of-emphidia': NOT_YET,
  'the-crown-of-thalnos': NOT_YET,
  'the-obsidian': works(
    ['engine/relics/gain.ts', 'engine/relics/the-obsidian.effects.ts'],
    'engine/relics/relics.test.ts',
  ),
  'the-prophets-tears': NOT_YET,
} as const satisfies Record<RelicId, ComponentStatus>;

export const EXPLORATION_STATUS = {
  freelancers: UNEXPLORED,
  'mercenary-outfit': UNEXPLORED,
  'gamma-wormhole': UNEXPLORED,
  'demilitarized-zone': UNEXPLORED,
  'dyson-sphere': UNEXPLORED,
  'paradise-world': UNEXPLORED,
  'tomb-of-emphidia': UNEXPLORED,
  'cultural-relic-fragment': UNEXPLORED,
  'volatile-fuel-source': UNEXPLORED,
  expedition: UNEXPLORED,
  'core-mine': UNEXPLORED,
  'lazax-survivors': UNEXPLORED,
  'mining-world': UNEXPLORED,
  'rich-world': UNEXPLORED,
  'warfare-research-facility': UNEXPLORED,
  'hazardous-relic-fragment': UNEXPLORED,
  'abandoned-warehouses': UNEXPLORED,
  'functioning-base': UNEXPLORED,
  'local-fabricators': UNEXPLORED,
  'biotic-research-facility': UNEXPLORED,
  'cybernetic-research-facility': UNEXPLORED,
  'propulsion-research-facility': UNEXPLORED,
  'industrial-relic-fragment': UNEXPLORED,
  'derelict-vessel': UNEXPLORED,
  'enigmatic-device': UNEXPLORED,
  'gamma-relay': UNEXPLORED,
  'ion-storm': UNEXPLORED,
  'lost-crew': UNEXPLORED,
  'merchant-station': UNEXPLORED,
  mirage: UNEXPLORED,
  'unknown-relic-fragment': UNEXPLORED,
  'minor-entropic-field': UNEXPLORED,
  'entropic-field': UNEXPLORED,
  'major-entropic-field': UNEXPLORED,
  'keleres-ship': UNEXPLORED,
  'dead-world': UNEXPLORED,
} as const satisfies Record<ExplorationCardId, ComponentStatus>;

/** 12: planetValues and every other reader of a planet's values ignore attachments. */
const UNATTACHED = missing("no module reads an attachment's values yet, and nothing attaches one");

export const ATTACHMENT_STATUS = {
  biotic: UNATTACHED,
  bioticstat: UNATTACHED,
  cybernetic: UNATTACHED,
  cyberneticstat: UNATTACHED,
  propulsion: UNATTACHED,
  propulsionstat: UNATTACHED,
  warfare: UNATTACHED,
  warfarestat: UNATTACHED,
  dmz: UNATTACHED,
  dysonsphere: UNATTACHED,
  lazaxsurvivors: UNATTACHED,
  miningworld: UNATTACHED,
  paradiseworld: UNATTACHED,
  richworld: UNATTACHED,
  tombofemphidia: UNATTACHED,
  nanoforge: UNATTACHED,
  titanspn: UNATTACHED,
  titanshero: UNATTACHED,
} as const satisfies Record<AttachmentTokenId, ComponentStatus>;

/** 53: the legendary planets themselves are on the board and work as planets; their ability cards do not. */
export const LEGENDARY_PLANETS = ['hopesend', 'mallice', 'primor', 'mirage'] as const;
export type LegendaryPlanetId = (typeof LEGENDARY_PLANETS)[number];

export const LEGENDARY_PLANET_STATUS = {
  hopesend: works(['engine/relics/hopes-end.ts', 'engine/relics/legendary.ts'], 'engine/relics/legendary.test.ts'),
  mallice: works(['engine/relics/mallice.ts', 'engine/relics/legendary.ts'], 'engine/relics/legendary.test.ts'),
  primor: works(['engine/relics/primor.ts', 'engine/relics/legendary.ts'], 'engine/relics/legendary.test.ts'),
  mirage: missing('waits on exploration (the Mirage is placed by an exploration card)'),
} as const satisfies Record<LegendaryPlanetId, ComponentStatus>;
