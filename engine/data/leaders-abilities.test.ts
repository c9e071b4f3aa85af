// Tests for the leader (LRR 50–51) and faction ability tables.
import { expect, test } from 'vitest';
import { WINDOWS } from '../core/windows';
import {
  KELERES_TRIBUNI,
  LEADER_FACTIONS,
  LEADER_IDS,
  LEADERS,
  isLeaderId,
  leader,
  leadersOf,
  type LeaderDef,
  type LeaderFaction,
} from './leaders';
import {
  FACTION_ABILITIES,
  FACTION_ABILITY_IDS,
  abilitiesOf,
  factionAbility,
  type FactionAbilityDef,
} from './faction-abilities';

const leaderDefs: LeaderDef[] = LEADER_IDS.map((id) => LEADERS[id]);
const abilityDefs: FactionAbilityDef[] = FACTION_ABILITY_IDS.map((id) => FACTION_ABILITIES[id]);

test('51.1 every one of the 25 factions has exactly one agent, one commander and one hero on its sheet', () => {
  expect(LEADER_FACTIONS).toHaveLength(25);
  for (const faction of LEADER_FACTIONS) {
    const set = faction === 'keleres' ? leadersOf('keleres', 'mentak') : leadersOf(faction);
    expect(LEADERS[set.agent]).toMatchObject({ faction, kind: 'agent' });
    expect(LEADERS[set.commander]).toMatchObject({ faction, kind: 'commander' });
    expect(LEADERS[set.hero]).toMatchObject({ faction, kind: 'hero' });
    const all = leaderDefs.filter((l) => l.faction === faction);
    const expected = faction === 'nomad' ? 5 : faction === 'keleres' ? 5 : 3;
    expect(all, faction).toHaveLength(expected);
  }
});

// The reference holds 80 leaders: these 79 plus 'fogallianceagent', an agent of a community (non-official) game mode.
test('51.1 the table holds 79 leaders: 24 factions × 3, 2 extra Nomad agents, Keleres agent, commander and 3 heroes', () => {
  expect(LEADER_IDS).toHaveLength(79);
  expect(leaderDefs.filter((l) => l.kind === 'agent')).toHaveLength(24 + 2 + 1);
  expect(leaderDefs.filter((l) => l.kind === 'commander')).toHaveLength(25);
  expect(leaderDefs.filter((l) => l.kind === 'hero')).toHaveLength(24 + 3);
  expect(isLeaderId('fogallianceagent')).toBe(false);
});

test("51.1a the Nomad's The Company gives two agents beside the sheet's own", () => {
  expect(leadersOf('nomad')).toEqual({
    agent: 'nomadagentmercer',
    commander: 'nomadcommander',
    hero: 'nomadhero',
    extraAgents: ['nomadagentartuno', 'nomadagentthundarian'],
  });
  expect(leadersOf('sol').extraAgents).toEqual([]);
  expect(FACTION_ABILITIES.the_company.window).toBe('setup');
});

test('The Tribuni picks the Keleres hero of the chosen faction; agent and commander are shared', () => {
  expect(KELERES_TRIBUNI.map((t) => leadersOf('keleres', t).hero)).toEqual([
    'keleresheroharka',
    'keleresheroodlynn',
    'keleresherokuuasi',
  ]);
  for (const t of KELERES_TRIBUNI) {
    expect(leadersOf('keleres', t)).toMatchObject({
      agent: 'keleresagent',
      commander: 'kelerescommander',
      extraAgents: [],
    });
  }
});

test('ids are unique, match their keys and look up both ways', () => {
  for (const [key, def] of Object.entries(LEADERS)) expect(def.id).toBe(key);
  for (const [key, def] of Object.entries(FACTION_ABILITIES)) expect(def.id).toBe(key);
  const all = [...LEADER_IDS, ...FACTION_ABILITY_IDS];
  expect(new Set(all).size).toBe(all.length);
  expect(leader('solhero')?.name).toBe('Jace X, 4th Air Legion');
  expect(leader('nope')).toBeUndefined();
  expect(factionAbility('orbital_drop')?.faction).toBe('sol');
  expect(factionAbility('toString')).toBeUndefined();
});

test('1.13 every window a leader or faction ability uses is one of the engine timing windows', () => {
  const windows = new Set<string>(WINDOWS);
  for (const l of leaderDefs) expect(windows.has(l.window), l.id).toBe(true);
  for (const a of abilityDefs) if (a.window) expect(windows.has(a.window), a.id).toBe(true);
  // 'setup' describes faction sheets only: no leader can be used before the game begins.
  expect(leaderDefs.filter((l) => l.window === 'setup')).toEqual([]);
});

test('51.4 agents begin unlocked and are exhausted to use', () => {
  for (const l of leaderDefs.filter((d) => d.kind === 'agent')) {
    expect(l.unlock, l.id).toBeNull();
    expect(l.usage, l.id).toBe('exhaust');
  }
});

test('51.6a 51.7 each commander has its own unlock condition and is never exhausted', () => {
  for (const l of leaderDefs.filter((d) => d.kind === 'commander')) {
    expect(l.usage, l.id).toBe('passive');
    expect(l.unlock?.text.length, l.id).toBeGreaterThan(10);
    expect(l.unlock?.condition.kind, l.id).not.toBe('scored-objectives');
  }
  expect(LEADERS.hacancommander.unlock.condition).toEqual({ kind: 'trade-goods', count: 10 });
  expect(LEADERS.jolnarcommander.unlock.condition).toEqual({ kind: 'technologies', count: 8 });
  expect(LEADERS.nekrocommander.unlock.condition).toEqual({ kind: 'technologies', count: 3, valefarNeedsToken: true });
  expect(LEADERS.solcommander.unlock.condition).toEqual({ kind: 'planet-values', value: 'resources', total: 12 });
  expect(LEADERS.xxchacommander.unlock.condition).toEqual({ kind: 'planet-values', value: 'influence', total: 12 });
  expect(LEADERS.titanscommander.unlock.condition).toEqual({
    kind: 'units-on-board',
    units: ['pds', 'space-dock'],
    count: 5,
  });
  expect(LEADERS.sardakkcommander.unlock.condition).toEqual({ kind: 'control-planets', count: 5, nonHome: true });
  expect(LEADERS.cabalcommander.unlock.condition).toEqual({
    kind: 'units-in-systems',
    count: 3,
    systemHas: 'gravity-rift',
  });
  expect(LEADERS.muaatcommander.unlock.condition).toEqual({ kind: 'produce-unit', unit: 'war-sun' });
  expect(LEADERS.kelerescommander.unlock.condition).toEqual({ kind: 'custom' });
});

test('51.10a every hero unlocks with 3 scored objectives', () => {
  const heroes = leaderDefs.filter((d) => d.kind === 'hero');
  expect(heroes).toHaveLength(27);
  for (const h of heroes) expect(h.unlock?.condition, h.id).toEqual({ kind: 'scored-objectives', count: 3 });
});

test('51.12 heroes are purged after use; 51.12a the Titans hero attaches to Elysium; the Ω Xxcha hero lasts', () => {
  const notPurged = leaderDefs.filter((d) => d.kind === 'hero' && d.usage !== 'purge').map((d) => [d.id, d.usage]);
  expect(notPurged).toEqual([
    ['titanshero', 'attach'],
    ['xxchahero', 'passive'],
  ]);
});

test('Codex III Ω leaders replace the PoK originals of Naalu, Yin and Xxcha', () => {
  expect(
    leaderDefs
      .filter((d) => d.omega)
      .map((d) => d.id)
      .sort(),
  ).toEqual(['naaluagent', 'naalucommander', 'xxchahero', 'yinagent', 'yincommander', 'yinhero']);
});

test('leader spot checks: windows of printed abilities', () => {
  expect(LEADERS.arborechero).toMatchObject({ window: 'action', usage: 'purge', faction: 'arborec' });
  expect(LEADERS.letnevagent.window).toBe('start-of-combat-round');
  expect(LEADERS.winnuagent.window).toBe('when-producing-units');
  expect(LEADERS.naaluhero.window).toBe('end-of-status-phase');
  expect(LEADERS.keleresheroodlynn).toMatchObject({ window: 'after-agenda-revealed', tribunus: 'xxcha' });
  expect(LEADERS.ghostagent.window).toBe('after-system-activated');
  expect(LEADERS.nomadagentthundarian.window).toBe('after-combat-rolls');
  expect(LEADERS.titansagent.window).toBe('before-hits-assigned');
  expect(LEADERS.mentakhero.window).toBe('start-of-combat');
  expect(LEADERS.hacancommander.window).toBe('when-casting-votes');
  expect(leaderDefs.filter((d) => d.window === 'action' && d.kind === 'hero')).toHaveLength(19);
});

// Faction sheets as listed in the reference factions file (the three Keleres variants share one list).
const SHEETS: Record<LeaderFaction, readonly string[]> = {
  arborec: ['mitosis'],
  ghost: ['quantum_entanglement', 'slipstream', 'creuss_gate'],
  hacan: ['master_of_trade', 'guild_ships', 'arbiters'],
  jolnar: ['fragile', 'brilliant', 'analytical'],
  l1z1x: ['assimilate', 'harrow'],
  letnev: ['munitions', 'armada'],
  mentak: ['ambush', 'pillage'],
  muaat: ['star_forge', 'gashlai_physiology'],
  naalu: ['telepathic', 'foresight'],
  nekro: ['galactic_threat', 'technological_singularity', 'propagation'],
  saar: ['scavenge', 'nomadic'],
  sardakk: ['unrelenting'],
  sol: ['orbital_drop', 'versatile'],
  winnu: ['blood_ties', 'reclamation'],
  xxcha: ['peace_accords', 'quash'],
  yin: ['indoctrination', 'devotion'],
  yssaril: ['stall_tactics', 'scheming', 'crafty'],
  argent: ['zeal', 'raid_formation'],
  cabal: ['devour', 'amalgamation', 'riftmeld'],
  empyrean: ['voidborn', 'aetherpassage', 'dark_whispers'],
  mahact: ['edict', 'imperia', 'hubris'],
  nomad: ['the_company', 'future_sight'],
  naaz: ['distant_suns', 'fabrication'],
  titans: ['terragenesis', 'awaken', 'coalescence'],
  keleres: ['the_tribuni', 'council_patronage', 'laws_order'],
};

test("each faction's sheet abilities exist in the table and belong to it, and nothing else does", () => {
  expect(FACTION_ABILITY_IDS).toHaveLength(58);
  for (const faction of LEADER_FACTIONS) {
    expect([...abilitiesOf(faction)].sort(), faction).toEqual([...SHEETS[faction]].sort());
  }
});

test('22 ability kinds agree with windows: actions use the action window, triggered ones a real moment', () => {
  for (const a of abilityDefs) {
    if (a.kind === 'action') expect(a.window, a.id).toBe('action');
    if (a.kind === 'triggered')
      expect(a.window !== null && a.window !== 'action' && a.window !== 'setup', a.id).toBe(true);
    if (a.kind === 'passive')
      expect(a.window === null || a.window === 'setup' || a.window === 'during-tactical-action', a.id).toBe(true);
  }
  expect(
    abilityDefs
      .filter((a) => a.kind === 'action')
      .map((a) => a.id)
      .sort(),
  ).toEqual(['fabrication', 'orbital_drop', 'stall_tactics', 'star_forge']);
  expect(
    abilityDefs
      .filter((a) => a.window === 'setup')
      .map((a) => a.id)
      .sort(),
  ).toEqual(['creuss_gate', 'dark_whispers', 'hubris', 'the_company', 'the_tribuni']);
});

test('faction ability spot checks', () => {
  expect(FACTION_ABILITIES.mitosis).toMatchObject({ kind: 'triggered', window: 'start-of-status-phase' });
  expect(FACTION_ABILITIES.quash.window).toBe('when-agenda-revealed');
  expect(FACTION_ABILITIES.telepathic.window).toBe('end-of-strategy-phase');
  expect(FACTION_ABILITIES.ambush.window).toBe('start-of-combat');
  expect(FACTION_ABILITIES.unrelenting).toMatchObject({ kind: 'passive', window: null });
  expect(FACTION_ABILITIES.laws_order).toMatchObject({
    faction: 'keleres',
    expansion: 'codex3',
    window: 'start-of-turn',
  });
});

test('every text is a short finished statement in our own words', () => {
  const texts = [
    ...leaderDefs.flatMap((l) => [l.text, ...(l.unlock ? [l.unlock.text] : [])]),
    ...abilityDefs.map((a) => a.text),
  ];
  for (const t of texts) {
    expect(t.length, t).toBeGreaterThan(15);
    expect(t.length, t).toBeLessThanOrEqual(330);
    expect(t, t).toMatch(/[.)]$/);
    // Reference-only annotations ("[Note: …]", tile bookkeeping) must not leak into our texts.
    expect(t, t).not.toMatch(/\[|cabalprison|S11/);
  }
});
