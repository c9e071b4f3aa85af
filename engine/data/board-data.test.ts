// Tests of the board and unit component tables: counts, cross-table references and spot checks of printed values.
import { expect, test } from 'vitest';
import { FACTIONS, FACTION_IDS, homePositionTile } from './factions';
import { PLANETS, PLANET_IDS, planetsInSystem } from './planets';
import { STRATEGY_CARDS, STRATEGY_CARD_IDS, isStrategyCardId } from './strategy-cards';
import { SYSTEMS, TILE_IDS, isTileId, normalizeTileId, system, tilesWithBack } from './systems';
import { TECHNOLOGIES, TECHNOLOGY_IDS, prerequisiteCount, technologiesOfColor } from './technologies';
import { ANOMALIES, TECH_COLORS, UNIT_TYPES, WORMHOLES, type FactionDef, type SystemDef } from './types';
import { UNITS, UNIT_IDS, isUnitId, unitGrantedBy, upgradeOf } from './units';

const countBy = <T>(items: readonly T[], key: (t: T) => string): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
};

// ---- system tiles ----

// 88.1 (the back colours of the printed tiles) is a definition of the printed tiles: this table is all the engine holds of it.
test('data: tile count by back colour (base + PoK + Keleres, plus hyperlanes and the non-dealt tiles)', () => {
  expect(countBy(TILE_IDS, (id) => SYSTEMS[id].back)).toEqual({
    green: 28, // 1–17, 51, 52–58, 92–94
    blue: 36, // 19–38, 59–66, 69–76
    red: 19, // 39–50, 67, 68, 77–81
    hyperlane: 18, // 83A–91B
    special: 3, // 18, 82A, 82B
  });
});

// The table behind 88.2 (the rule's behaviour is tested where the engine applies it).
test('data: every green-backed tile belongs to a faction and every faction has its home system', () => {
  for (const id of tilesWithBack('green')) expect(SYSTEMS[id]).toHaveProperty('homeOf');
  for (const f of FACTION_IDS) expect(system(FACTIONS[f].homeSystem)?.homeOf).toBe(f);
});

// 88.3 (blue backs hold planets) is a definition of the printed tiles: this table is all the engine holds of it.
test('data: every blue-backed tile contains at least one planet', () => {
  for (const id of tilesWithBack('blue')) expect(SYSTEMS[id].planets.length).toBeGreaterThan(0);
});

// 88.4 (red backs are anomalies or planetless) is a definition of the printed tiles: this table is all the engine holds of it.
test('data: every red-backed tile is an anomaly or has no planets', () => {
  for (const id of tilesWithBack('red')) {
    const s: SystemDef = SYSTEMS[id];
    expect(s.anomalies.length > 0 || s.planets.length === 0, id).toBe(true);
  }
  expect(SYSTEMS['67']).toMatchObject({ planets: ['cormund'], anomalies: ['gravity-rift'] });
  expect(SYSTEMS['68']).toMatchObject({ planets: ['everra'], anomalies: ['nebula'] });
});

// The table behind 88.7 (the rule's behaviour is tested where the engine applies it).
test('data: hyperlane tiles have lanes between distinct sides 0–5 and nothing else', () => {
  for (const id of tilesWithBack('hyperlane')) {
    const s: SystemDef = SYSTEMS[id];
    expect(s.planets).toEqual([]);
    expect(s.wormholes).toEqual([]);
    expect(s.hyperlanes?.length).toBeGreaterThan(0);
    for (const [a, b] of s.hyperlanes ?? []) {
      expect(a).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThanOrEqual(5);
      expect(a).toBeLessThan(b);
    }
  }
  for (const id of TILE_IDS) if (SYSTEMS[id].back !== 'hyperlane') expect(SYSTEMS[id]).not.toHaveProperty('hyperlanes');
});

// The table behind 44.1 (the rule's behaviour is tested where the engine applies it).
test('data: hyperlane sides in printed orientation (83A straight, 88A fan, 90A two lanes)', () => {
  expect(SYSTEMS['83A'].hyperlanes).toEqual([[1, 4]]);
  expect(SYSTEMS['84A'].hyperlanes).toEqual([[2, 5]]);
  expect(SYSTEMS['88A'].hyperlanes).toEqual([
    [0, 4],
    [1, 4],
    [2, 4],
  ]);
  expect(SYSTEMS['90A'].hyperlanes).toEqual([
    [1, 5],
    [2, 4],
  ]);
  expect(SYSTEMS['85B'].hyperlanes).toEqual([
    [0, 2],
    [0, 3],
    [3, 5],
  ]);
});

// The table behind 100.1a (the rule's behaviour is tested where the engine applies it).
test('data: the wormhole nexus: inactive side has only a gamma wormhole, active side alpha, beta, gamma and Mallice', () => {
  expect(SYSTEMS['82A']).toMatchObject({ back: 'special', planets: [], wormholes: ['gamma'] });
  expect(SYSTEMS['82B']).toMatchObject({
    back: 'special',
    planets: ['mallice'],
    wormholes: ['alpha', 'beta', 'gamma'],
  });
});

// The table behind 101.4a (the rule's behaviour is tested where the engine applies it).
test('data: delta wormholes are on the Creuss Gate and the Creuss home system; the gate stands in the home position', () => {
  expect(SYSTEMS['17']).toMatchObject({ name: 'Creuss Gate', planets: [], wormholes: ['delta'], homeOf: 'ghost' });
  expect(SYSTEMS['51']).toMatchObject({ planets: ['creuss'], wormholes: ['delta'], homeOf: 'ghost' });
  const deltas = TILE_IDS.filter((id) => (SYSTEMS[id].wormholes as readonly string[]).includes('delta'));
  expect(deltas).toEqual(['17', '51']);
  expect(FACTIONS.ghost.homeSystem).toBe('51');
  expect(homePositionTile('ghost')).toBe('17');
  expect(homePositionTile('sol')).toBe('1');
});

// The table behind 101.1 (the rule's behaviour is tested where the engine applies it).
test('data: alpha and beta wormhole systems', () => {
  const withWormhole = (w: string) => TILE_IDS.filter((id) => (SYSTEMS[id].wormholes as readonly string[]).includes(w));
  expect(withWormhole('alpha')).toEqual(['26', '39', '79', '82B']);
  expect(withWormhole('beta')).toEqual(['25', '40', '64', '82B']);
});

test('9 anomaly tiles: supernovas, nebulae, gravity rifts and asteroid fields', () => {
  const withAnomaly = (a: string) => TILE_IDS.filter((id) => (SYSTEMS[id].anomalies as readonly string[]).includes(a));
  expect(withAnomaly('supernova')).toEqual(['43', '80', '81']);
  expect(withAnomaly('nebula')).toEqual(['42', '56', '68']);
  expect(withAnomaly('gravity-rift')).toEqual(['41', '67']);
  expect(withAnomaly('asteroid-field')).toEqual(['44', '45', '79']);
});

test('tile ids are printed numbers without leading zeros; only official tiles are present', () => {
  for (const id of TILE_IDS) {
    expect(id).toMatch(/^[1-9]\d*[AB]?$/);
    expect(SYSTEMS[id].id).toBe(id);
    for (const w of SYSTEMS[id].wormholes) expect(WORMHOLES).toContain(w);
    for (const a of SYSTEMS[id].anomalies) expect(ANOMALIES).toContain(a);
  }
  expect(isTileId('44c')).toBe(false);
  expect(isTileId('82')).toBe(false);
  expect(normalizeTileId('083a')).toBe('83A');
  expect(normalizeTileId('05')).toBe('5');
  expect(normalizeTileId('18')).toBe('18');
  expect(normalizeTileId('99')).toBeUndefined();
});

// ---- planets ----

test('54 Mecatol Rex is the centre tile with a planet of 1 resource and 6 influence and no trait', () => {
  expect(SYSTEMS['18']).toMatchObject({ name: 'Mecatol Rex', back: 'special', planets: ['mr'] });
  expect(PLANETS.mr).toMatchObject({ resources: 1, influence: 6, traits: [], specialty: null, legendary: null });
});

test('64 each planet sits on exactly the tile that lists it', () => {
  for (const p of PLANET_IDS) {
    const tile = system(PLANETS[p].system);
    expect(tile?.planets, p).toContain(p);
  }
  for (const id of TILE_IDS) {
    expect([...planetsInSystem(id)].sort()).toEqual([...SYSTEMS[id].planets].sort());
  }
  expect(PLANET_IDS.length).toBe(104);
});

test('64.3 traits: home planets and Mecatol Rex have none, every other planet has one', () => {
  for (const p of PLANET_IDS) {
    const def = PLANETS[p];
    const expected = def.homeOf !== null || p === 'mr' ? 0 : 1;
    expect(def.traits.length, p).toBe(expected);
  }
  expect(PLANETS.abyz.traits).toEqual(['hazardous']);
  expect(PLANETS.bakal.traits).toEqual(['industrial']);
  expect(PLANETS.rarron.traits).toEqual(['cultural']);
});

test('64 planet values spot checks', () => {
  const rows: [string, number, number][] = [
    ['jord', 4, 2],
    ['0.0.0', 5, 0],
    ['arcprime', 4, 0],
    ['vefutii', 2, 2],
    ['meer', 0, 4],
    ['hopesend', 3, 0],
    ['archonrenk', 2, 3],
    ['mollprimusk', 4, 1],
  ];
  for (const [id, r, i] of rows) {
    expect(PLANETS[id as keyof typeof PLANETS], id).toMatchObject({ resources: r, influence: i });
  }
});

test("53 legendary planets are Hope's End, Primor and Mallice", () => {
  const legendary = PLANET_IDS.filter((p) => PLANETS[p].legendary !== null);
  expect(legendary.sort()).toEqual(['hopesend', 'mallice', 'primor']);
  expect(PLANETS.primor.legendary?.name).toBe('The Atrament');
});

// The table behind 90.13 (the rule's behaviour is tested where the engine applies it).
test('data: technology specialties: four planets of each colour', () => {
  const withSpecialty = PLANET_IDS.filter((p) => PLANETS[p].specialty !== null);
  expect(countBy(withSpecialty, (p) => String(PLANETS[p].specialty))).toEqual({ blue: 4, green: 4, red: 4, yellow: 4 });
  expect(PLANETS.wellon.specialty).toBe('yellow');
  expect(PLANETS.meharxull.specialty).toBe('red');
});

// ---- units ----

// The table behind 26.2 (the rule's behaviour is tested where the engine applies it).
test('data: fighters and infantry are bought two for one cost; nothing else is', () => {
  for (const id of UNIT_IDS) {
    const u = UNITS[id];
    expect(u.costFor, id).toBe(u.type === 'fighter' || u.type === 'infantry' ? 2 : 1);
  }
  expect(UNITS.fighter.cost).toBe(1);
  expect(UNITS.sol_infantry.cost).toBe(1);
});

// The table behind 26.3 (the rule's behaviour is tested where the engine applies it).
test('data: structures have no cost', () => {
  for (const id of UNIT_IDS)
    if (UNITS[id].type === 'pds' || UNITS[id].type === 'space-dock') expect(UNITS[id].cost, id).toBeNull();
});

test('96 the war sun: cost 12, combat 3 x3, move 2, capacity 6, sustain, bombardment 3 x3, needs the War Sun technology', () => {
  expect(UNITS.warsun).toMatchObject({
    type: 'war-sun',
    cost: 12,
    combat: { hitsOn: 3, dice: 3 },
    move: 2,
    capacity: 6,
    sustainDamage: true,
    bombardment: { hitsOn: 3, dice: 3 },
    requires: 'ws',
    faction: null,
  });
  expect(UNITS.muaat_warsun).toMatchObject({ move: 1, cost: 12, requires: null, faction: 'muaat' });
  expect(UNITS.muaat_warsun2).toMatchObject({ move: 3, cost: 10, requires: 'pws2', upgradesFrom: 'muaat_warsun' });
});

test('96 generic unit values', () => {
  expect(UNITS.carrier).toMatchObject({ cost: 3, combat: { hitsOn: 9, dice: 1 }, move: 1, capacity: 4 });
  expect(UNITS.carrier2).toMatchObject({ move: 2, capacity: 6 });
  expect(UNITS.cruiser).toMatchObject({ cost: 2, combat: { hitsOn: 7, dice: 1 }, move: 2, capacity: null });
  expect(UNITS.cruiser2).toMatchObject({ combat: { hitsOn: 6, dice: 1 }, move: 3, capacity: 1 });
  expect(UNITS.dreadnought).toMatchObject({ cost: 4, sustainDamage: true, bombardment: { hitsOn: 5, dice: 1 } });
  expect(UNITS.infantry2).toMatchObject({ combat: { hitsOn: 7, dice: 1 } });
  expect(UNITS.fighter.move).toBeNull();
  expect(UNITS.fighter2.move).toBe(2);
});

// The table behind 10.1 (the rule's behaviour is tested where the engine applies it).
test('data: destroyers have anti-fighter barrage (9 x2, upgraded 6 x3)', () => {
  expect(UNITS.destroyer.antiFighterBarrage).toEqual({ hitsOn: 9, dice: 2 });
  expect(UNITS.destroyer2.antiFighterBarrage).toEqual({ hitsOn: 6, dice: 3 });
});

test('77 space cannon: PDS 6, PDS II 5 with deep space reach; 65 PDS have planetary shield', () => {
  expect(UNITS.pds).toMatchObject({ spaceCannon: { hitsOn: 6, dice: 1, deepSpace: false }, planetaryShield: true });
  expect(UNITS.pds2).toMatchObject({ spaceCannon: { hitsOn: 5, dice: 1, deepSpace: true }, planetaryShield: true });
  expect(UNITS.xxcha_flagship.spaceCannon).toEqual({ hitsOn: 5, dice: 3, deepSpace: true });
});

test("68 production: space docks use the planet's resources + 2 (+ 4 upgraded); Floating Factory and Dimensional Tear are fixed", () => {
  expect(UNITS.spacedock).toMatchObject({ production: 'resources+2', fighterHangar: 3, capacity: null });
  expect(UNITS.spacedock2).toMatchObject({ production: 'resources+4', fighterHangar: 3 });
  expect(UNITS.saar_spacedock).toMatchObject({ production: 5, move: 1, capacity: 4 });
  expect(UNITS.saar_spacedock2).toMatchObject({ production: 7, move: 2, capacity: 5 });
  expect(UNITS.cabal_spacedock).toMatchObject({ production: 5, fighterHangar: 6 });
  expect(UNITS.cabal_spacedock2).toMatchObject({ production: 7, fighterHangar: 12 });
  expect(UNITS.arborec_infantry2.production).toBe(2);
  const resourceBased = UNIT_IDS.filter((id) => typeof UNITS[id].production === 'string');
  expect(resourceBased).toEqual(['spacedock', 'spacedock2']);
});

test('97 every unit upgrade is granted by a technology that names it, and upgrades from an existing unit', () => {
  for (const id of UNIT_IDS) {
    const u = UNITS[id];
    expect(UNIT_TYPES).toContain(u.type);
    if (u.requires !== null) {
      expect(TECHNOLOGIES[u.requires as keyof typeof TECHNOLOGIES]?.unitUpgrade, id).toBe(id);
    }
    if (u.upgradesFrom !== null) {
      expect(isUnitId(u.upgradesFrom), id).toBe(true);
      expect(UNITS[u.upgradesFrom as keyof typeof UNITS].type).toBe(u.type);
    }
  }
  expect(upgradeOf('carrier')).toBe('carrier2');
  expect(upgradeOf('sol_carrier')).toBe('sol_carrier2');
  expect(upgradeOf('nomad_flagship')).toBe('nomad_flagship2');
  expect(upgradeOf('warsun')).toBeUndefined();
  expect(unitGrantedBy('ws')).toBe('warsun');
  expect(UNIT_IDS.length).toBe(96);
});

// ---- factions ----

test('25 factions: 17 base, 7 Prophecy of Kings and the Council Keleres', () => {
  expect(FACTION_IDS.length).toBe(25);
  expect(countBy(FACTION_IDS, (f) => FACTIONS[f].expansion)).toEqual({ base: 17, pok: 7, codex3: 1 });
});

test("setup step 5 home planets are the planets of the faction's home system", () => {
  for (const f of FACTION_IDS) {
    const def = FACTIONS[f];
    expect([...def.homePlanets].sort(), f).toEqual([...(system(def.homeSystem)?.planets ?? [])].sort());
    for (const p of def.homePlanets) expect(PLANETS[p as keyof typeof PLANETS]?.homeOf).toBe(f);
  }
});

test('setup step 11 faction references: technologies and units exist and belong to the faction', () => {
  for (const f of FACTION_IDS) {
    const def: FactionDef = FACTIONS[f];
    for (const t of def.startingTechnologies)
      expect(TECHNOLOGIES[t as keyof typeof TECHNOLOGIES], `${f} ${t}`).toBeDefined();
    for (const t of def.startingTechnologyChoice?.from ?? [])
      expect(TECHNOLOGIES[t as keyof typeof TECHNOLOGIES]?.faction, `${f} ${t}`).toBeNull();
    expect(def.factionTechnologies.length, f).toBe(2);
    for (const t of def.factionTechnologies)
      expect(TECHNOLOGIES[t as keyof typeof TECHNOLOGIES]?.faction, `${f} ${t}`).toBe(f);
    for (const u of def.units) {
      expect(isUnitId(u), `${f} ${u}`).toBe(true);
      expect([null, f]).toContain(UNITS[u as keyof typeof UNITS].faction);
    }
    expect(def.promissoryNotes).toContain(def.promissoryNote);
  }
  for (const id of TECHNOLOGY_IDS) {
    const owner = TECHNOLOGIES[id].faction;
    if (owner !== null) expect(FACTIONS[owner as keyof typeof FACTIONS].factionTechnologies, id).toContain(id);
  }
});

// The table behind 85.1a (behaviour: engine/units/rules-85-1a-floating-factory.test.ts).
test("data: setup step 11 starting units: Sol, Muaat, and the Clan of Saar's floating factory in space", () => {
  expect(FACTIONS.sol.startingUnits).toEqual({
    space: { carrier: 2, destroyer: 1, fighter: 3 },
    ground: { infantry: 5, 'space-dock': 1 },
  });
  expect(FACTIONS.muaat.startingUnits.space).toEqual({ 'war-sun': 1, fighter: 2 });
  expect(FACTIONS.saar.startingUnits.space).toMatchObject({ 'space-dock': 1 });
  expect(FACTIONS.saar.startingUnits.ground).toEqual({ infantry: 4 });
  expect(FACTIONS.nomad.startingUnits.space).toMatchObject({ flagship: 1 });
  expect(FACTIONS.naaz.startingUnits.ground).toMatchObject({ mech: 1 });
});

test('21 commodity values printed on faction sheets', () => {
  const rows: [keyof typeof FACTIONS, number][] = [
    ['hacan', 6],
    ['sol', 4],
    ['letnev', 2],
    ['arborec', 3],
    ['ghost', 4],
    ['titans', 2],
    ['keleres', 2],
  ];
  for (const [f, c] of rows) expect(FACTIONS[f].commodities, f).toBe(c);
});

test('starting technologies and choices (Winnu, Argent, Keleres)', () => {
  expect(FACTIONS.jolnar.startingTechnologies).toEqual(['amd', 'st', 'nm', 'ps']);
  expect(FACTIONS.sardakk.startingTechnologies).toEqual([]);
  expect(FACTIONS.winnu.startingTechnologyChoice.count).toBe(1);
  for (const t of FACTIONS.winnu.startingTechnologyChoice.from) {
    expect(TECHNOLOGIES[t].prerequisites).toEqual({});
  }
  expect(FACTIONS.argent.startingTechnologyChoice).toEqual({ count: 2, from: ['nm', 'st', 'ps'] });
  expect(FACTIONS.keleres.startingTechnologyChoice).toMatchObject({ count: 2, ownedByOtherPlayers: true });
  expect(FACTIONS.keleres.startingTechnologyChoice.from.length).toBe(
    TECHNOLOGY_IDS.filter((t) => TECHNOLOGIES[t].faction === null).length,
  );
});

test('the Council Keleres chooses one of three home systems, each copying a faction that must be absent', () => {
  const options = FACTIONS.keleres.homeSystemOptions;
  expect(options.map((o) => [o.homeSystem, o.copies])).toEqual([
    ['92', 'xxcha'],
    ['93', 'argent'],
    ['94', 'mentak'],
  ]);
  for (const o of options) {
    expect(system(o.homeSystem)?.homeOf).toBe('keleres');
    expect([...o.homePlanets].sort()).toEqual([...(system(o.homeSystem)?.planets ?? [])].sort());
    // Same planet values as the copied faction's home planets.
    const copied = FACTIONS[o.copies as keyof typeof FACTIONS].homePlanets.map((p) => {
      const d = PLANETS[p as keyof typeof PLANETS];
      return `${d.name}:${d.resources}/${d.influence}`;
    });
    const own = o.homePlanets.map((p) => {
      const d = PLANETS[p as keyof typeof PLANETS];
      return `${d.name}:${d.resources}/${d.influence}`;
    });
    expect(own.sort()).toEqual(copied.sort());
  }
  expect(FACTIONS.keleres.homeSystem).toBe(options[0]?.homeSystem);
  expect(new Set(options.map((o) => o.hero)).size).toBe(3);
});

// ---- technologies ----

// The table behind 90.7 (the rule's behaviour is tested where the engine applies it).
test('data: technology counts by colour (generic and faction)', () => {
  const generic = TECHNOLOGY_IDS.filter((t) => TECHNOLOGIES[t].faction === null);
  expect(countBy(generic, (t) => String(TECHNOLOGIES[t].color))).toEqual({
    blue: 6,
    green: 6,
    red: 6,
    yellow: 6,
    null: 9,
  });
  for (const c of TECH_COLORS) expect(technologiesOfColor(c).length).toBeGreaterThan(6);
  expect(TECHNOLOGY_IDS.length).toBe(83);
  expect(TECHNOLOGY_IDS.filter((t) => TECHNOLOGIES[t].faction !== null).length).toBe(50);
});

// The table behind 90.7b (the rule's behaviour is tested where the engine applies it).
test('data: unit upgrades have no colour; every colourless technology is a unit upgrade or a Valefar Assimilator', () => {
  for (const t of TECHNOLOGY_IDS) {
    const d = TECHNOLOGIES[t];
    if (d.unitUpgrade !== null) expect(d.color, t).toBeNull();
    if (d.color === null) expect(d.unitUpgrade !== null || t === 'vax' || t === 'vay', t).toBe(true);
  }
});

// The table behind 90.8 (the rule's behaviour is tested where the engine applies it).
test('data: prerequisites spot checks', () => {
  expect(TECHNOLOGIES.fl.prerequisites).toEqual({ blue: 2 });
  expect(TECHNOLOGIES.lwd.prerequisites).toEqual({ blue: 3 });
  expect(TECHNOLOGIES.ws.prerequisites).toEqual({ red: 3, yellow: 1 });
  expect(TECHNOLOGIES.cr2.prerequisites).toEqual({ green: 1, yellow: 1, red: 1 });
  expect(TECHNOLOGIES.dn2.prerequisites).toEqual({ blue: 2, yellow: 1 });
  expect(TECHNOLOGIES.amd.prerequisites).toEqual({});
  expect(prerequisiteCount('x89', 'green')).toBe(3);
  expect(prerequisiteCount('x89', 'blue')).toBe(0);
});

// The table behind 90.6 (the rule's behaviour is tested where the engine applies it).
test('data: faction unit upgrades stand in for the generic upgrade of the same unit type', () => {
  for (const t of TECHNOLOGY_IDS) {
    const d = TECHNOLOGIES[t];
    if (!('replaces' in d)) continue;
    const generic = TECHNOLOGIES[d.replaces];
    expect(generic.faction, t).toBeNull();
    expect(UNITS[d.unitUpgrade as keyof typeof UNITS].type).toBe(UNITS[generic.unitUpgrade as keyof typeof UNITS].type);
  }
  expect(TECHNOLOGIES.so2).toMatchObject({ faction: 'sol', unitUpgrade: 'sol_infantry2', replaces: 'inf2' });
});

// ---- strategy cards ----

test('83 eight strategy cards in initiative order 1–8', () => {
  expect(STRATEGY_CARD_IDS).toEqual([
    'leadership',
    'diplomacy',
    'politics',
    'construction',
    'trade',
    'warfare',
    'technology',
    'imperial',
  ]);
  STRATEGY_CARD_IDS.forEach((id, i) => expect(STRATEGY_CARDS[id].initiative).toBe(i + 1));
  expect(isStrategyCardId('imperial')).toBe(true);
  expect(isStrategyCardId('pok8imperial')).toBe(false);
});

// The table behind 52.3 (the rule's behaviour is tested where the engine applies it).
test('data: only the Leadership secondary is used without spending a strategy token', () => {
  const free = STRATEGY_CARD_IDS.filter((id) => !STRATEGY_CARDS[id].secondaryCostsStrategyToken);
  expect(free).toEqual(['leadership']);
});

// The table behind 32.2 (the rule's behaviour is tested where the engine applies it).
test('data: Diplomacy (LRR 2.0) excludes the Mecatol Rex system and readies 2 planets', () => {
  expect(STRATEGY_CARDS.diplomacy.primary).toMatch(/other than the Mecatol Rex system/);
  expect(STRATEGY_CARDS.diplomacy.primary).toMatch(/ready up to 2/);
  expect(STRATEGY_CARDS.diplomacy.rule).toBe('32');
});
