// Tables of objectives (61), promissory notes (69), exploration decks (35) and tokens (12, 38): counts, ids,
// cross references and spot checks of printed values against the reference data.
import { expect, test } from 'vitest';
import {
  OBJECTIVES,
  OBJECTIVE_IDS,
  PUBLIC_STAGE1,
  PUBLIC_STAGE2,
  SECRET_OBJECTIVES,
  isPublicObjective,
  objective,
  type ObjectiveId,
} from './objectives';
import {
  FACTION_PROMISSORY_NOTES,
  GENERIC_PROMISSORY_NOTES,
  PROMISSORY_NOTES,
  PROMISSORY_NOTE_IDS,
  factionPromissoryNotes,
  promissoryNote,
} from './promissory-notes';
import {
  CULTURAL_DECK,
  EXPLORATION_CARDS,
  EXPLORATION_CARD_IDS,
  EXPLORATION_COPIES,
  EXPLORATION_COPY_IDS,
  FRONTIER_DECK,
  HAZARDOUS_DECK,
  INDUSTRIAL_DECK,
  copyIdFromRef,
  explorationCard,
  type ExplorationCopyId,
} from './exploration';
import {
  ATTACHMENT_TOKENS,
  ATTACHMENT_TOKEN_IDS,
  MIRAGE,
  SYSTEM_TOKENS,
  attachmentToken,
  getsFrontierTokenAtSetup,
  isAttachmentTokenId,
  isSystemTokenId,
} from './tokens';
import { FACTIONS, FACTION_IDS } from './factions';
import { SYSTEMS } from './systems';

const sorted = (xs: readonly string[]) => [...xs].sort();
const idsMatchKeys = (table: Record<string, { readonly id: string }>) =>
  Object.entries(table).every(([key, def]) => def.id === key);

// decks.json: public_stage_1_objectives_pok, public_stage_2_objectives_pok, secret_objectives_pok, explores_pok.
const REF_STAGE1 = [
  'amass_wealth',
  'build_defenses',
  'corner',
  'deep_space',
  'develop',
  'diversify',
  'engineer_marvel',
  'expand_borders',
  'infrastructure',
  'intimidate',
  'lead',
  'lost_outposts',
  'make_history',
  'monument',
  'outer_rim',
  'push_boundaries',
  'raise_fleet',
  'research_outposts',
  'sway_council',
  'trade_routes',
];
const REF_STAGE2 = [
  'ancient_monuments',
  'become_legend',
  'brain_trust',
  'centralize_trade',
  'command_armada',
  'conquer',
  'control_borderlands',
  'distant_lands',
  'galvanize',
  'golden_age',
  'manipulate_law',
  'massive_cities',
  'master_science',
  'protect_border',
  'revolutionize',
  'subdue',
  'supremacy',
  'unify_colonies',
  'vast_reserves',
  'vast_territories',
];
const REF_SECRETS = [
  'ans',
  'baf',
  'bam',
  'btv',
  'btgk',
  'csl',
  'ctr',
  'dfat',
  'dhw',
  'dp',
  'dtd',
  'dtgs',
  'dts',
  'dyp',
  'eap',
  'eh',
  'faa',
  'fc',
  'fsn',
  'fwm',
  'fwp',
  'gamf',
  'hrm',
  'lsc',
  'mew',
  'mlp',
  'mp',
  'mrm',
  'mtm',
  'ose',
  'otf',
  'pe',
  'pem',
  'sai',
  'sar',
  'sb',
  'syc',
  'te',
  'ttfd',
  'uf',
];
const REF_EXPLORES = [
  'aw1',
  'aw2',
  'aw3',
  'aw4',
  'biotic',
  'cm1',
  'cm2',
  'cm3',
  'crf1',
  'crf2',
  'crf3',
  'crf4',
  'crf5',
  'crf6',
  'crf7',
  'crf8',
  'crf9',
  'cybernetic',
  'dmz',
  'ds',
  'dv1',
  'dv2',
  'dw',
  'ed1',
  'ed2',
  'ent',
  'exp1',
  'exp2',
  'exp3',
  'fb1',
  'fb2',
  'fb3',
  'fb4',
  'frln1',
  'frln2',
  'frln3',
  'gamma',
  'gw',
  'hrf1',
  'hrf2',
  'hrf3',
  'hrf4',
  'hrf5',
  'hrf6',
  'hrf7',
  'ion',
  'irf1',
  'irf2',
  'irf3',
  'irf4',
  'irf5',
  'kel1',
  'kel2',
  'lc1',
  'lc2',
  'lf1',
  'lf2',
  'lf3',
  'lf4',
  'ls',
  'majent',
  'minent',
  'mirage',
  'mo1',
  'mo2',
  'mo3',
  'ms1',
  'ms2',
  'mw',
  'propulsion',
  'pw',
  'rw',
  'toe',
  'urf1',
  'urf2',
  'urf3',
  'vfs1',
  'vfs2',
  'vfs3',
  'warfare',
];

// ---- Objectives (LRR 61) ----

// The table behind 61.13 (the rule's behaviour is tested where the engine applies it).
test('data: the stage I and stage II decks hold 20 objectives each, worth 1 and 2 points', () => {
  expect(PUBLIC_STAGE1).toHaveLength(20);
  expect(PUBLIC_STAGE2).toHaveLength(20);
  expect(PUBLIC_STAGE1.every((id) => OBJECTIVES[id].points === 1 && OBJECTIVES[id].stage === 'stage1')).toBe(true);
  expect(PUBLIC_STAGE2.every((id) => OBJECTIVES[id].points === 2 && OBJECTIVES[id].stage === 'stage2')).toBe(true);
});

// The table behind 61.17 (the rule's behaviour is tested where the engine applies it).
test('data: the secret objective deck holds 40 objectives worth 1 point each', () => {
  expect(SECRET_OBJECTIVES).toHaveLength(40);
  expect(SECRET_OBJECTIVES.every((id) => OBJECTIVES[id].points === 1 && OBJECTIVES[id].stage === 'secret')).toBe(true);
});

test('objective ids are the reference aliases of the PoK decks, unique across all three decks', () => {
  expect(sorted(PUBLIC_STAGE1)).toEqual(sorted(REF_STAGE1));
  expect(sorted(PUBLIC_STAGE2)).toEqual(sorted(REF_STAGE2));
  expect(sorted(SECRET_OBJECTIVES)).toEqual(sorted(REF_SECRETS));
  expect(new Set(OBJECTIVE_IDS).size).toBe(80);
  expect(idsMatchKeys(OBJECTIVES)).toBe(true);
});

// The table behind 61.3 (the rule's behaviour is tested where the engine applies it).
test('data: public objectives are scored in the status phase; secrets name the status, action or agenda phase', () => {
  const inPhase = (phase: string) => OBJECTIVE_IDS.filter((id) => OBJECTIVES[id].phase === phase);
  expect(sorted(inPhase('action'))).toEqual(
    sorted(['dtgs', 'mew', 'sar', 'ttfd', 'uf', 'bam', 'baf', 'btv', 'dts', 'dyp', 'fwp', 'pe']),
  );
  expect(sorted(inPhase('agenda'))).toEqual(['dp', 'dtd']);
  expect([...PUBLIC_STAGE1, ...PUBLIC_STAGE2].every((id) => OBJECTIVES[id].phase === 'status')).toBe(true);
});

// The table behind 61.10 (the rule's behaviour is tested where the engine applies it).
test('data: objectives that are paid for state exactly what is spent', () => {
  const spent = OBJECTIVE_IDS.flatMap((id) => {
    const r = OBJECTIVES[id].requirement;
    return r.kind === 'spend' ? [[id, r.resources, r.influence, r.tradeGoods] as const] : [];
  });
  expect(sorted(spent.map(([id]) => id))).toEqual(
    sorted([
      'monument',
      'trade_routes',
      'sway_council',
      'amass_wealth',
      'centralize_trade',
      'golden_age',
      'manipulate_law',
      'vast_reserves',
    ]),
  );
  expect(spent).toContainEqual(['monument', 8, 0, 0]);
  expect(spent).toContainEqual(['sway_council', 0, 8, 0]);
  expect(spent).toContainEqual(['trade_routes', 0, 0, 5]);
  expect(spent).toContainEqual(['amass_wealth', 3, 3, 3]);
  expect(spent).toContainEqual(['vast_reserves', 6, 6, 6]);
  expect(spent).toContainEqual(['golden_age', 16, 0, 0]);
  expect(OBJECTIVES.lead.requirement).toEqual({ kind: 'spend-command-tokens', count: 3 });
  expect(OBJECTIVES.galvanize.requirement).toEqual({ kind: 'spend-command-tokens', count: 6 });
});

test('every objective has an own-words condition', () => {
  // No objective needs { kind: 'custom' }: the table's literal types would reject a comparison with it.
  expect(OBJECTIVE_IDS.filter((id) => OBJECTIVES[id].condition.length < 10)).toEqual([]);
});

test('requirements of planet, technology and presence objectives carry the printed numbers', () => {
  const cases: [ObjectiveId, unknown][] = [
    ['corner', { kind: 'control-planets', count: 4, planets: { is: 'one-shared-trait' } }],
    ['unify_colonies', { kind: 'control-planets', count: 6, planets: { is: 'one-shared-trait' } }],
    ['subdue', { kind: 'control-planets', count: 11, planets: { is: 'non-home' } }],
    ['faa', { kind: 'control-planets', count: 4, planets: { is: 'trait', trait: 'cultural' } }],
    ['diversify', { kind: 'own-technologies-in-colors', colors: 2, perColor: 2 }],
    ['master_science', { kind: 'own-technologies-in-colors', colors: 4, perColor: 2 }],
    ['revolutionize', { kind: 'own-unit-upgrades', count: 3 }],
    ['mlp', { kind: 'own-technologies-of-one-color', count: 4 }],
    ['intimidate', { kind: 'presence', units: 'ships', systems: 2, where: 'adjacent-to-mecatol-rex' }],
    ['become_legend', { kind: 'presence', units: 'units', systems: 4, where: 'legendary-mecatol-or-anomaly' }],
    ['supremacy', { kind: 'presence', units: ['war-sun', 'flagship'], systems: 1, where: 'other-home-or-mecatol-rex' }],
    ['command_armada', { kind: 'non-fighter-ships-in-one-system', count: 8 }],
    ['massive_cities', { kind: 'units-on-board', units: ['pds', 'space-dock'], count: 7 }],
    ['protect_border', { kind: 'planets-with', units: ['pds', 'space-dock'], count: 5, outsideOwnHome: true }],
    ['gamf', { kind: 'units-on-board', units: ['dreadnought'], count: 5 }],
    ['ose', { kind: 'occupy-mecatol-rex', ships: 3 }],
    ['btgk', { kind: 'ships-at-wormholes', wormholes: ['alpha', 'beta'] }],
    ['eh', { kind: 'planet-total', value: 'influence', atLeast: 12 }],
    ['otf', { kind: 'ground-forces-on-one-planet', count: 9, withoutOwnSpaceDock: true }],
    ['ttfd', { kind: 'destroy-last', units: 'non-fighter-ships', during: 'space-cannon-offense' }],
    ['uf', { kind: 'win-combat', combat: 'space', against: 'anyone', where: 'with-own-flagship-surviving' }],
  ];
  for (const [id, requirement] of cases) expect([id, OBJECTIVES[id].requirement]).toEqual([id, requirement]);
});

// 61.1a (public objectives have I or II on the back; all others are secret) is the definition this lookup holds.
test('objective lookups accept known ids only and tell public from secret', () => {
  expect(objective('centralize_trade')?.name).toBe('Centralize Galactic Trade');
  expect(objective('nope')).toBeUndefined();
  expect(isPublicObjective('monument')).toBe(true);
  expect(isPublicObjective('ose')).toBe(false);
});

// ---- Promissory notes (LRR 69) ----

test('69 every player has the same five generic notes in their colour', () => {
  expect(GENERIC_PROMISSORY_NOTES.map((id) => PROMISSORY_NOTES[id].name)).toEqual([
    'Ceasefire',
    'Trade Agreement',
    'Political Secret',
    'Support for the Throne',
    'Alliance',
  ]);
  expect(GENERIC_PROMISSORY_NOTES.every((id) => PROMISSORY_NOTES[id].faction === null)).toBe(true);
  expect(PROMISSORY_NOTES.an.expansion).toBe('pok');
});

test('69 every faction has its own note, and every faction note belongs to a faction that lists it', () => {
  for (const f of FACTION_IDS) {
    expect([f, factionPromissoryNotes(f)]).toEqual([f, expect.arrayContaining([FACTIONS[f].promissoryNote])]);
  }
  expect(FACTION_IDS.filter((f) => factionPromissoryNotes(f).length !== 1)).toEqual(['empyrean']);
  expect(sorted(factionPromissoryNotes('empyrean'))).toEqual(['blood_pact', 'dark_pact']);
  expect(FACTION_PROMISSORY_NOTES).toHaveLength(FACTION_IDS.length + 1);
  expect(new Set(PROMISSORY_NOTE_IDS).size).toBe(PROMISSORY_NOTE_IDS.length);
  expect(idsMatchKeys(PROMISSORY_NOTES)).toBe(true);
});

// The table behind 69.5a (the rule's behaviour is tested where the engine applies it).
test('data: notes placed faceup in the play area are exactly the ones the cards say', () => {
  expect(sorted(PROMISSORY_NOTE_IDS.filter((id) => PROMISSORY_NOTES[id].playArea))).toEqual(
    sorted(['sftt', 'an', 'convoys', 'pop', 'gift', 'antivirus', 'blood_pact', 'dark_pact', 'terraform']),
  );
});

test('12 the Terraform note attaches the titanspn token: +1/+1 and all three traits', () => {
  expect(PROMISSORY_NOTES.terraform.attachment).toBe('titanspn');
  expect(ATTACHMENT_TOKENS.titanspn).toMatchObject({
    resources: 1,
    influence: 1,
    addsTraits: ['cultural', 'hazardous', 'industrial'],
  });
  const attached = PROMISSORY_NOTE_IDS.flatMap((id) => PROMISSORY_NOTES[id].attachment ?? []);
  expect(attached.every(isAttachmentTokenId)).toBe(true);
});

test('promissory note lookups: faction and unknown ids', () => {
  expect(promissoryNote('war_funding')).toMatchObject({ name: 'War Funding', faction: 'letnev' });
  expect(promissoryNote('rider')?.expansion).toBe('codex3');
  expect(promissoryNote('ridera')).toBeUndefined();
});

// ---- Exploration (LRR 35) ----

test('35.2a each of the three planet decks and the frontier deck holds 20 cards', () => {
  expect([CULTURAL_DECK.length, HAZARDOUS_DECK.length, INDUSTRIAL_DECK.length, FRONTIER_DECK.length]).toEqual([
    20, 20, 20, 20,
  ]);
  expect(EXPLORATION_COPY_IDS).toHaveLength(80);
});

test('every exploration copy maps to exactly one copy of the reference PoK explore deck', () => {
  const refs = EXPLORATION_COPY_IDS.map((copy) => EXPLORATION_COPIES[copy].ref);
  expect(sorted(refs)).toEqual(sorted(REF_EXPLORES));
  expect(copyIdFromRef('mw')).toBe('mining-world#1');
  expect(copyIdFromRef('crf9')).toBe('cultural-relic-fragment#9');
  expect(copyIdFromRef('nope')).toBeUndefined();
});

test('copy ids are the card id plus a copy number counting 1..n', () => {
  const copiesOf = new Map<string, number[]>();
  for (const copy of EXPLORATION_COPY_IDS) {
    const [card, n] = copy.split('#');
    expect(card).toBe(EXPLORATION_COPIES[copy].card);
    copiesOf.set(card ?? '', [...(copiesOf.get(card ?? '') ?? []), Number(n)]);
  }
  for (const [, ns] of copiesOf) expect(ns).toEqual(ns.map((_, i) => i + 1));
  expect(sorted([...copiesOf.keys()])).toEqual(sorted(EXPLORATION_CARD_IDS));
  expect(idsMatchKeys(EXPLORATION_CARDS)).toBe(true);
});

test('copy counts of the printed decks', () => {
  const count = (card: string) => EXPLORATION_COPY_IDS.filter((c) => EXPLORATION_COPIES[c].card === card).length;
  expect(count('freelancers')).toBe(3);
  expect(count('abandoned-warehouses')).toBe(4);
  expect(count('keleres-ship')).toBe(2);
  expect(count('mining-world')).toBe(1);
});

test('35.8 every attach card names an existing attachment token; other cards name none', () => {
  for (const id of EXPLORATION_CARD_IDS) {
    const card = EXPLORATION_CARDS[id];
    if (card.resolution === 'attach') {
      expect([id, card.attachment !== null && isAttachmentTokenId(card.attachment), card.afterwards]).toEqual([
        id,
        true,
        'attached',
      ]);
    } else {
      expect([id, card.attachment]).toEqual([id, null]);
    }
  }
  expect(EXPLORATION_CARDS['mining-world'].attachment).toBe('miningworld');
  expect(attachmentToken('miningworld')).toMatchObject({ resources: 2, influence: 0 });
});

test('35.9 relic fragments stay in the play area: 9 cultural, 7 hazardous, 5 industrial, 3 unknown', () => {
  const fragments = EXPLORATION_COPY_IDS.map(explorationCard).filter((c) => c.resolution === 'relic-fragment');
  const byType = (type: string) => fragments.filter((c) => c.fragment === type).length;
  expect([byType('cultural'), byType('hazardous'), byType('industrial'), byType('unknown')]).toEqual([9, 7, 5, 3]);
  expect(fragments.every((c) => c.afterwards === 'play-area')).toBe(true);
});

test('35.7 cards that are neither attachments nor fragments: discarded, or kept/purged as the card says', () => {
  const fates = EXPLORATION_CARD_IDS.filter((id) => EXPLORATION_CARDS[id].afterwards !== 'discard').filter(
    (id) => !['attach', 'relic-fragment'].includes(EXPLORATION_CARDS[id].resolution),
  );
  expect(fates.map((id) => [id, EXPLORATION_CARDS[id].afterwards])).toEqual([
    ['gamma-wormhole', 'purged'],
    ['enigmatic-device', 'play-area'],
    ['gamma-relay', 'purged'],
    ['ion-storm', 'common-play-area'],
    ['mirage', 'purged'],
  ]);
  const placed = EXPLORATION_CARD_IDS.flatMap((id) => EXPLORATION_CARDS[id].token ?? []);
  expect(placed.every(isSystemTokenId)).toBe(true);
});

test('explorationCard resolves a copy to its card', () => {
  const copy: ExplorationCopyId = 'warfare-research-facility#1';
  expect(explorationCard(copy)).toMatchObject({ deck: 'hazardous', attachment: 'warfare' });
  expect(explorationCard('ion-storm#1')).toMatchObject({ deck: 'frontier', token: 'ionalpha' });
});

// ---- Tokens (LRR 12, 38) ----

test('12 the research facility tokens are two-sided: a specialty, or +1/+1 when the planet has one', () => {
  const facilities = [
    ['biotic', 'green'],
    ['cybernetic', 'yellow'],
    ['propulsion', 'blue'],
    ['warfare', 'red'],
  ] as const;
  for (const [id, color] of facilities) {
    const front = ATTACHMENT_TOKENS[id];
    const back = ATTACHMENT_TOKENS[front.otherSide];
    expect([id, front.specialty, back.otherSide, back.resources, back.influence, back.specialty]).toEqual([
      id,
      color,
      id,
      1,
      1,
      null,
    ]);
  }
});

test('12 attachment values match the printed tokens', () => {
  const cases = [
    ['dysonsphere', 2, 1],
    ['lazaxsurvivors', 1, 2],
    ['miningworld', 2, 0],
    ['paradiseworld', 0, 2],
    ['richworld', 1, 0],
    ['tombofemphidia', 0, 1],
    ['nanoforge', 2, 2],
    ['titanshero', 3, 3],
    ['dmz', 0, 0],
  ] as const;
  for (const [id, r, i] of cases)
    expect([id, ATTACHMENT_TOKENS[id].resources, ATTACHMENT_TOKENS[id].influence]).toEqual([id, r, i]);
  expect(ATTACHMENT_TOKENS.nanoforge.legendary).toBe(true);
  expect(ATTACHMENT_TOKENS.titanshero.spaceCannon).toEqual({ hitsOn: 5, dice: 3 });
  expect(ATTACHMENT_TOKEN_IDS).toHaveLength(18);
  expect(idsMatchKeys(ATTACHMENT_TOKENS) && idsMatchKeys(SYSTEM_TOKENS)).toBe(true);
});

test('38.1 setup puts a frontier token in every planetless system, anomalies and the Creuss Gate included', () => {
  expect(getsFrontierTokenAtSetup(SYSTEMS['48'])).toBe(true);
  expect(getsFrontierTokenAtSetup(SYSTEMS['43'])).toBe(true); // 38.1c supernova
  expect(getsFrontierTokenAtSetup(SYSTEMS['17'])).toBe(true); // 38.1d Creuss Gate
  expect(getsFrontierTokenAtSetup(SYSTEMS['83A'])).toBe(false); // 38.1a hyperlane
  expect(getsFrontierTokenAtSetup(SYSTEMS['18'])).toBe(false);
  expect(getsFrontierTokenAtSetup(SYSTEMS['26'])).toBe(false);
});

test('wormhole tokens: 3 gamma tokens (setup), a two-sided ion storm, three Creuss tokens', () => {
  expect(SYSTEM_TOKENS.gamma).toMatchObject({ count: 3, wormhole: 'gamma' });
  expect([SYSTEM_TOKENS.ionalpha.otherSide, SYSTEM_TOKENS.ionbeta.otherSide]).toEqual(['ionbeta', 'ionalpha']);
  expect([
    SYSTEM_TOKENS.creussalpha.wormhole,
    SYSTEM_TOKENS.creussbeta.wormhole,
    SYSTEM_TOKENS.creussgamma.wormhole,
  ]).toEqual(['alpha', 'beta', 'gamma']);
});

test('53 Mirage is a 1/2 cultural legendary planet', () => {
  expect(MIRAGE).toMatchObject({
    resources: 1,
    influence: 2,
    traits: ['cultural'],
    legendary: { name: 'Mirage Flight Academy' },
  });
});
