// LRR 88 system tiles (with 6 adjacency/hyperlanes 44, 100 wormhole nexus): every official tile by printed number.
//
// Tile backs (88.1–88.4, 88.7): 'green' = home systems and faction tiles, including the Creuss Gate (17) that stands
// in the Ghosts' home position and the Creuss home system (51) kept off to the side (88.2: "home systems and
// faction-specific tiles"); 'blue' = planet systems; 'red' = anomalies and systems without planets; 'hyperlane' =
// hyperlane tiles 83–91, which are not systems (88.7, 44.2); 'special' = Mecatol Rex (18, always the centre) and the
// two sides of the wormhole nexus (82A inactive with only a gamma wormhole, 82B active with Mallice; 100.1) —
// these are never dealt in setup step 6.
// Hyperlane sides are numbered 0–5 clockwise from the top edge in printed orientation; a map-string rotation n
// turns a lane a–b into (a+n)%6–(b+n)%6.
// Left out: the reference's '44c'/'45c' ("Asteroids?") are AsyncTI4 duplicates of the asteroid fields 44/45 that
// do not exist as printed tiles, and its 'lockedmallice' planet is a bot artifact (the inactive nexus side has no
// planet). Keleres home systems 92–94 are added from the Codex III faction.
import type { SystemDef } from './types';

export const SYSTEMS = {
  '1': { id: '1', name: 'Jord', expansion: 'base', back: 'green', planets: ['jord'], wormholes: [], anomalies: [], homeOf: 'sol' },
  '2': { id: '2', name: 'Moll Primus', expansion: 'base', back: 'green', planets: ['mollprimus'], wormholes: [], anomalies: [], homeOf: 'mentak' },
  '3': { id: '3', name: 'Darien', expansion: 'base', back: 'green', planets: ['darien'], wormholes: [], anomalies: [], homeOf: 'yin' },
  '4': { id: '4', name: 'Muaat', expansion: 'base', back: 'green', planets: ['muaat'], wormholes: [], anomalies: [], homeOf: 'muaat' },
  '5': { id: '5', name: 'Nestphar', expansion: 'base', back: 'green', planets: ['nestphar'], wormholes: [], anomalies: [], homeOf: 'arborec' },
  '6': { id: '6', name: '[0.0.0]', expansion: 'base', back: 'green', planets: ['0.0.0'], wormholes: [], anomalies: [], homeOf: 'l1z1x' },
  '7': { id: '7', name: 'Winnu', expansion: 'base', back: 'green', planets: ['winnu'], wormholes: [], anomalies: [], homeOf: 'winnu' },
  '8': { id: '8', name: 'Mordai II', expansion: 'base', back: 'green', planets: ['mordaiii'], wormholes: [], anomalies: [], homeOf: 'nekro' },
  '9': { id: '9', name: 'Maaluuk/Druaa', expansion: 'base', back: 'green', planets: ['maaluuk', 'druaa'], wormholes: [], anomalies: [], homeOf: 'naalu' },
  '10': { id: '10', name: 'Arc Prime/Wren Terra', expansion: 'base', back: 'green', planets: ['arcprime', 'wrenterra'], wormholes: [], anomalies: [], homeOf: 'letnev' },
  '11': { id: '11', name: 'Ragh/Lisis II', expansion: 'base', back: 'green', planets: ['lisisii', 'ragh'], wormholes: [], anomalies: [], homeOf: 'saar' },
  '12': { id: '12', name: 'Nar/Jol', expansion: 'base', back: 'green', planets: ['nar', 'jol'], wormholes: [], anomalies: [], homeOf: 'jolnar' },
  '13': { id: '13', name: "Quinarra/Tren'lak", expansion: 'base', back: 'green', planets: ['trenlak', 'quinarra'], wormholes: [], anomalies: [], homeOf: 'sardakk' },
  '14': { id: '14', name: 'Archon Ren/Archon Tau', expansion: 'base', back: 'green', planets: ['archonren', 'archontau'], wormholes: [], anomalies: [], homeOf: 'xxcha' },
  '15': { id: '15', name: 'Retillion/Shalloq', expansion: 'base', back: 'green', planets: ['retillion', 'shalloq'], wormholes: [], anomalies: [], homeOf: 'yssaril' },
  '16': { id: '16', name: 'Arretze/Hercant/Kamdorn', expansion: 'base', back: 'green', planets: ['hercant', 'arretze', 'kamdorn'], wormholes: [], anomalies: [], homeOf: 'hacan' },
  '17': { id: '17', name: 'Creuss Gate', expansion: 'base', back: 'green', planets: [], wormholes: ['delta'], anomalies: [], homeOf: 'ghost' },
  '18': { id: '18', name: 'Mecatol Rex', expansion: 'base', back: 'special', planets: ['mr'], wormholes: [], anomalies: [] },
  '19': { id: '19', name: 'Wellon', expansion: 'base', back: 'blue', planets: ['wellon'], wormholes: [], anomalies: [] },
  '20': { id: '20', name: 'Vefut II', expansion: 'base', back: 'blue', planets: ['vefutii'], wormholes: [], anomalies: [] },
  '21': { id: '21', name: 'Thibah', expansion: 'base', back: 'blue', planets: ['thibah'], wormholes: [], anomalies: [] },
  '22': { id: '22', name: 'Tarmann', expansion: 'base', back: 'blue', planets: ['tarmann'], wormholes: [], anomalies: [] },
  '23': { id: '23', name: 'Saudor', expansion: 'base', back: 'blue', planets: ['saudor'], wormholes: [], anomalies: [] },
  '24': { id: '24', name: 'Mehar Xull', expansion: 'base', back: 'blue', planets: ['meharxull'], wormholes: [], anomalies: [] },
  '25': { id: '25', name: 'Quann', expansion: 'base', back: 'blue', planets: ['quann'], wormholes: ['beta'], anomalies: [] },
  '26': { id: '26', name: 'Lodor', expansion: 'base', back: 'blue', planets: ['lodor'], wormholes: ['alpha'], anomalies: [] },
  '27': { id: '27', name: 'Starpoint/New Albion', expansion: 'base', back: 'blue', planets: ['newalbion', 'starpoint'], wormholes: [], anomalies: [] },
  '28': { id: '28', name: 'Tequran/Torkan', expansion: 'base', back: 'blue', planets: ['tequran', 'torkan'], wormholes: [], anomalies: [] },
  '29': { id: '29', name: 'Qucenn/Rarron', expansion: 'base', back: 'blue', planets: ['qucenn', 'rarron'], wormholes: [], anomalies: [] },
  '30': { id: '30', name: 'Mellon/Zohbat', expansion: 'base', back: 'blue', planets: ['mellon', 'zohbat'], wormholes: [], anomalies: [] },
  '31': { id: '31', name: 'Lazar/Sakulag', expansion: 'base', back: 'blue', planets: ['lazar', 'sakulag'], wormholes: [], anomalies: [] },
  '32': { id: '32', name: 'Dal-Bootha/Xxehan', expansion: 'base', back: 'blue', planets: ['dalbootha', 'xxehan'], wormholes: [], anomalies: [] },
  '33': { id: '33', name: 'Corneeq/Resculon', expansion: 'base', back: 'blue', planets: ['corneeq', 'resculon'], wormholes: [], anomalies: [] },
  '34': { id: '34', name: 'Centauri/Gral', expansion: 'base', back: 'blue', planets: ['centauri', 'gral'], wormholes: [], anomalies: [] },
  '35': { id: '35', name: 'Bereg/Lirta IV', expansion: 'base', back: 'blue', planets: ['bereg', 'lirtaiv'], wormholes: [], anomalies: [] },
  '36': { id: '36', name: 'Arnor/Lor', expansion: 'base', back: 'blue', planets: ['arnor', 'lor'], wormholes: [], anomalies: [] },
  '37': { id: '37', name: 'Arinam/Meer', expansion: 'base', back: 'blue', planets: ['arinam', 'meer'], wormholes: [], anomalies: [] },
  '38': { id: '38', name: 'Abyz/Fria', expansion: 'base', back: 'blue', planets: ['abyz', 'fria'], wormholes: [], anomalies: [] },
  '39': { id: '39', name: 'Alpha Wormhole', expansion: 'base', back: 'red', planets: [], wormholes: ['alpha'], anomalies: [] },
  '40': { id: '40', name: 'Beta Wormhole', expansion: 'base', back: 'red', planets: [], wormholes: ['beta'], anomalies: [] },
  '41': { id: '41', name: 'Gravity Rift', expansion: 'base', back: 'red', planets: [], wormholes: [], anomalies: ['gravity-rift'] },
  '42': { id: '42', name: 'Nebula', expansion: 'base', back: 'red', planets: [], wormholes: [], anomalies: ['nebula'] },
  '43': { id: '43', name: 'Supernova', expansion: 'base', back: 'red', planets: [], wormholes: [], anomalies: ['supernova'] },
  '44': { id: '44', name: 'Asteroids', expansion: 'base', back: 'red', planets: [], wormholes: [], anomalies: ['asteroid-field'] },
  '45': { id: '45', name: 'Asteroids', expansion: 'base', back: 'red', planets: [], wormholes: [], anomalies: ['asteroid-field'] },
  '46': { id: '46', name: 'Empty System', expansion: 'base', back: 'red', planets: [], wormholes: [], anomalies: [] },
  '47': { id: '47', name: 'Empty System', expansion: 'base', back: 'red', planets: [], wormholes: [], anomalies: [] },
  '48': { id: '48', name: 'Empty System', expansion: 'base', back: 'red', planets: [], wormholes: [], anomalies: [] },
  '49': { id: '49', name: 'Empty System', expansion: 'base', back: 'red', planets: [], wormholes: [], anomalies: [] },
  '50': { id: '50', name: 'Empty System', expansion: 'base', back: 'red', planets: [], wormholes: [], anomalies: [] },
  '51': { id: '51', name: 'Creuss', expansion: 'base', back: 'green', planets: ['creuss'], wormholes: ['delta'], anomalies: [], homeOf: 'ghost' },
  '52': { id: '52', name: 'Ixth', expansion: 'pok', back: 'green', planets: ['ixth'], wormholes: [], anomalies: [], homeOf: 'mahact' },
  '53': { id: '53', name: 'Arcturus', expansion: 'pok', back: 'green', planets: ['arcturus'], wormholes: [], anomalies: [], homeOf: 'nomad' },
  '54': { id: '54', name: 'Acheron', expansion: 'pok', back: 'green', planets: ['acheron'], wormholes: [], anomalies: [], homeOf: 'cabal' },
  '55': { id: '55', name: 'Elysium', expansion: 'pok', back: 'green', planets: ['elysium'], wormholes: [], anomalies: [], homeOf: 'titans' },
  '56': { id: '56', name: 'The Dark', expansion: 'pok', back: 'green', planets: ['thedark'], wormholes: [], anomalies: ['nebula'], homeOf: 'empyrean' },
  '57': { id: '57', name: 'Naazir/Rokha', expansion: 'pok', back: 'green', planets: ['naazir', 'rokha'], wormholes: [], anomalies: [], homeOf: 'naaz' },
  '58': { id: '58', name: 'Ylir/Avar/Valk', expansion: 'pok', back: 'green', planets: ['valk', 'ylir', 'avar'], wormholes: [], anomalies: [], homeOf: 'argent' },
  '59': { id: '59', name: 'Archon Vail', expansion: 'pok', back: 'blue', planets: ['archonvail'], wormholes: [], anomalies: [] },
  '60': { id: '60', name: 'Perimeter', expansion: 'pok', back: 'blue', planets: ['perimeter'], wormholes: [], anomalies: [] },
  '61': { id: '61', name: 'Ang', expansion: 'pok', back: 'blue', planets: ['ang'], wormholes: [], anomalies: [] },
  '62': { id: '62', name: 'Sem-Lore', expansion: 'pok', back: 'blue', planets: ['semlore'], wormholes: [], anomalies: [] },
  '63': { id: '63', name: 'Vorhal', expansion: 'pok', back: 'blue', planets: ['vorhal'], wormholes: [], anomalies: [] },
  '64': { id: '64', name: 'Atlas', expansion: 'pok', back: 'blue', planets: ['atlas'], wormholes: ['beta'], anomalies: [] },
  '65': { id: '65', name: 'Primor', expansion: 'pok', back: 'blue', planets: ['primor'], wormholes: [], anomalies: [] },
  '66': { id: '66', name: "Hope's End", expansion: 'pok', back: 'blue', planets: ['hopesend'], wormholes: [], anomalies: [] },
  '67': { id: '67', name: 'Cormund', expansion: 'pok', back: 'red', planets: ['cormund'], wormholes: [], anomalies: ['gravity-rift'] },
  '68': { id: '68', name: 'Everra', expansion: 'pok', back: 'red', planets: ['everra'], wormholes: [], anomalies: ['nebula'] },
  '69': { id: '69', name: 'Accoen/Jeol-ir', expansion: 'pok', back: 'blue', planets: ['accoen', 'jeolir'], wormholes: [], anomalies: [] },
  '70': { id: '70', name: 'Kraag/Siig', expansion: 'pok', back: 'blue', planets: ['kraag', 'siig'], wormholes: [], anomalies: [] },
  '71': { id: '71', name: 'Bakal/Alio Prima', expansion: 'pok', back: 'blue', planets: ['bakal', 'alioprima'], wormholes: [], anomalies: [] },
  '72': { id: '72', name: 'Lisis/Velnor', expansion: 'pok', back: 'blue', planets: ['lisis', 'velnor'], wormholes: [], anomalies: [] },
  '73': { id: '73', name: 'Cealdri/Xanhact', expansion: 'pok', back: 'blue', planets: ['cealdri', 'xanhact'], wormholes: [], anomalies: [] },
  '74': { id: '74', name: 'Vega Major/Vega Minor', expansion: 'pok', back: 'blue', planets: ['vegamajor', 'vegaminor'], wormholes: [], anomalies: [] },
  '75': { id: '75', name: 'Loki/Ashtroth/Abaddon', expansion: 'pok', back: 'blue', planets: ['loki', 'abaddon', 'ashtroth'], wormholes: [], anomalies: [] },
  '76': { id: '76', name: 'Rigels', expansion: 'pok', back: 'blue', planets: ['rigeliii', 'rigelii', 'rigeli'], wormholes: [], anomalies: [] },
  '77': { id: '77', name: 'Empty System', expansion: 'pok', back: 'red', planets: [], wormholes: [], anomalies: [] },
  '78': { id: '78', name: 'Void', expansion: 'pok', back: 'red', planets: [], wormholes: [], anomalies: [] },
  '79': { id: '79', name: 'Asteroids Alpha Wormhole', expansion: 'pok', back: 'red', planets: [], wormholes: ['alpha'], anomalies: ['asteroid-field'] },
  '80': { id: '80', name: 'Supernova', expansion: 'pok', back: 'red', planets: [], wormholes: [], anomalies: ['supernova'] },
  '81': { id: '81', name: 'Nova Seed', expansion: 'pok', back: 'red', planets: [], wormholes: [], anomalies: ['supernova'] },
  '82A': { id: '82A', name: 'Wormhole Nexus (inactive)', expansion: 'pok', back: 'special', planets: [], wormholes: ['gamma'], anomalies: [] },
  '82B': { id: '82B', name: 'Wormhole Nexus (active)', expansion: 'pok', back: 'special', planets: ['mallice'], wormholes: ['alpha', 'beta', 'gamma'], anomalies: [] },
  '83A': { id: '83A', name: 'Hyperlane', expansion: 'pok', back: 'hyperlane', planets: [], wormholes: [], anomalies: [], hyperlanes: [[1, 4]] },
  '83B': { id: '83B', name: 'Hyperlane', expansion: 'pok', back: 'hyperlane', planets: [], wormholes: [], anomalies: [], hyperlanes: [[0, 2], [0, 3], [3, 5]] },
  '84A': { id: '84A', name: 'Hyperlane', expansion: 'pok', back: 'hyperlane', planets: [], wormholes: [], anomalies: [], hyperlanes: [[2, 5]] },
  '84B': { id: '84B', name: 'Hyperlane', expansion: 'pok', back: 'hyperlane', planets: [], wormholes: [], anomalies: [], hyperlanes: [[0, 3], [0, 4], [1, 3]] },
  '85A': { id: '85A', name: 'Hyperlane', expansion: 'pok', back: 'hyperlane', planets: [], wormholes: [], anomalies: [], hyperlanes: [[1, 5]] },
  '85B': { id: '85B', name: 'Hyperlane', expansion: 'pok', back: 'hyperlane', planets: [], wormholes: [], anomalies: [], hyperlanes: [[0, 2], [0, 3], [3, 5]] },
  '86A': { id: '86A', name: 'Hyperlane', expansion: 'pok', back: 'hyperlane', planets: [], wormholes: [], anomalies: [], hyperlanes: [[1, 5]] },
  '86B': { id: '86B', name: 'Hyperlane', expansion: 'pok', back: 'hyperlane', planets: [], wormholes: [], anomalies: [], hyperlanes: [[0, 3], [0, 4], [1, 3]] },
  '87A': { id: '87A', name: 'Hyperlane', expansion: 'pok', back: 'hyperlane', planets: [], wormholes: [], anomalies: [], hyperlanes: [[0, 2], [2, 4], [2, 5]] },
  '87B': { id: '87B', name: 'Hyperlane', expansion: 'pok', back: 'hyperlane', planets: [], wormholes: [], anomalies: [], hyperlanes: [[0, 2], [0, 3]] },
  '88A': { id: '88A', name: 'Hyperlane', expansion: 'pok', back: 'hyperlane', planets: [], wormholes: [], anomalies: [], hyperlanes: [[0, 4], [1, 4], [2, 4]] },
  '88B': { id: '88B', name: 'Hyperlane', expansion: 'pok', back: 'hyperlane', planets: [], wormholes: [], anomalies: [], hyperlanes: [[0, 2], [0, 3], [3, 5]] },
  '89A': { id: '89A', name: 'Hyperlane', expansion: 'pok', back: 'hyperlane', planets: [], wormholes: [], anomalies: [], hyperlanes: [[0, 2], [0, 4], [2, 4]] },
  '89B': { id: '89B', name: 'Hyperlane', expansion: 'pok', back: 'hyperlane', planets: [], wormholes: [], anomalies: [], hyperlanes: [[0, 3], [0, 4]] },
  '90A': { id: '90A', name: 'Hyperlane', expansion: 'pok', back: 'hyperlane', planets: [], wormholes: [], anomalies: [], hyperlanes: [[1, 5], [2, 4]] },
  '90B': { id: '90B', name: 'Hyperlane', expansion: 'pok', back: 'hyperlane', planets: [], wormholes: [], anomalies: [], hyperlanes: [[0, 3], [0, 4]] },
  '91A': { id: '91A', name: 'Hyperlane', expansion: 'pok', back: 'hyperlane', planets: [], wormholes: [], anomalies: [], hyperlanes: [[0, 3], [0, 4], [1, 3]] },
  '91B': { id: '91B', name: 'Hyperlane', expansion: 'pok', back: 'hyperlane', planets: [], wormholes: [], anomalies: [], hyperlanes: [[0, 2], [0, 3]] },
  // Council Keleres home systems (Codex III): copies of the Xxcha, Argent and Mentak home systems; the Keleres
  // player uses one of them, of a faction that is not in the game (see factions.ts).
  '92': { id: '92', name: 'Archon Ren/Archon Tau (Keleres)', expansion: 'codex3', back: 'green', planets: ['archonrenk', 'archontauk'], wormholes: [], anomalies: [], homeOf: 'keleres' },
  '93': { id: '93', name: 'Ylir/Avar/Valk (Keleres)', expansion: 'codex3', back: 'green', planets: ['valkk', 'ylirk', 'avark'], wormholes: [], anomalies: [], homeOf: 'keleres' },
  '94': { id: '94', name: 'Moll Primus (Keleres)', expansion: 'codex3', back: 'green', planets: ['mollprimusk'], wormholes: [], anomalies: [], homeOf: 'keleres' },
} as const satisfies Record<string, SystemDef>;

export type TileId = keyof typeof SYSTEMS;
export const TILE_IDS = Object.keys(SYSTEMS) as TileId[];

export function isTileId(s: string): s is TileId {
  return Object.hasOwn(SYSTEMS, s);
}

export function system(id: string): SystemDef | undefined {
  return isTileId(id) ? SYSTEMS[id] : undefined;
}

/** Map strings write tiles as '083a', '18', '83A': strip leading zeros and upper-case the side letter. */
export function normalizeTileId(s: string): TileId | undefined {
  const m = /^0*(\d+)([abAB]?)$/.exec(s.trim());
  if (!m) return undefined;
  const id = `${m[1]}${(m[2] ?? '').toUpperCase()}`;
  return isTileId(id) ? id : undefined;
}

/** 88.7: hyperlane tiles are not systems. */
export function isHyperlaneTile(id: TileId): boolean {
  return SYSTEMS[id].back === 'hyperlane';
}

/** Tiles whose back colour is `back`, in table order. */
export function tilesWithBack(back: SystemDef['back']): TileId[] {
  return TILE_IDS.filter((id) => SYSTEMS[id].back === back);
}
