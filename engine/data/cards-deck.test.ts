// Checks the card tables (action cards, agendas, relics) against the deck lists and the rules they encode.
import { expect, test } from 'vitest';
import { WHOSE, WINDOWS } from '../core/windows';
import {
  ACTION_CARD_PHASES,
  ACTION_CARDS,
  ACTION_DECK,
  actionCardOfCopy,
  parseActionCardCopy,
  type ActionCardDef,
} from './action-cards';
import {
  AGENDA_DECK,
  AGENDA_ELECTIONS,
  AGENDA_REVEAL_CHECKS,
  AGENDA_TYPES,
  AGENDAS,
  LAW_PLACEMENTS,
  type AgendaDef,
} from './agendas';
import { RELIC_DECK, RELICS, type RelicDef } from './relics';
import { EXPANSIONS } from './types';

const actionCards: readonly ActionCardDef[] = Object.values(ACTION_CARDS);
const agendas: readonly AgendaDef[] = Object.values(AGENDAS);
const relics: readonly RelicDef[] = Object.values(RELICS);
const duplicates = (ids: readonly string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);

test('setup step 8: the action card deck has 120 cards, each with its own copy id', () => {
  expect(ACTION_DECK).toHaveLength(120);
  expect(duplicates(ACTION_DECK)).toEqual([]);
  expect(actionCards.reduce((sum, card) => sum + card.copies, 0)).toBe(120);
  expect(actionCards).toHaveLength(93);
});

test('setup step 8: every action deck copy names a card of the table, numbered 1..copies', () => {
  for (const copy of ACTION_DECK) expect(parseActionCardCopy(copy)).not.toBeNull();
  for (const card of actionCards) {
    const copies = ACTION_DECK.filter((copy) => actionCardOfCopy(copy).id === card.id);
    expect(copies).toEqual(Array.from({ length: card.copies }, (_, i) => `${card.id}#${i + 1}`));
    expect(card.refs).toHaveLength(card.copies);
  }
});

test('a copy id outside the deck is not an action card copy', () => {
  expect(parseActionCardCopy('sabotage#5')).toBeNull();
  expect(parseActionCardCopy('sabotage#0')).toBeNull();
  expect(parseActionCardCopy('sabotage')).toBeNull();
  expect(parseActionCardCopy('sabo1#1')).toBeNull();
  expect(parseActionCardCopy('spy#1')).toBe('spy');
});

test('action card ids are unique, kebab-case, match their keys, and reference aliases are not reused', () => {
  for (const [key, card] of Object.entries(ACTION_CARDS)) {
    expect(card.id).toBe(key);
    expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  }
  expect(duplicates(actionCards.map((card) => card.name))).toEqual([]);
  expect(duplicates(actionCards.flatMap((card) => card.refs))).toEqual([]);
});

test('2.6 every action card has a timing window, phase and expansion from the vocabularies, and a text', () => {
  for (const card of actionCards) {
    expect(card.windows.length).toBeGreaterThan(0);
    for (const window of card.windows) expect(WINDOWS).toContain(window);
    if (card.whose !== undefined) expect(WHOSE).toContain(card.whose);
    expect(ACTION_CARD_PHASES).toContain(card.phase);
    expect(EXPANSIONS).toContain(card.expansion);
    expect(card.text.length).toBeGreaterThan(10);
  }
});

test('2.6a component-action cards are played in the action phase and 29 copies carry "Action"', () => {
  const componentActions = actionCards.filter((card) => card.windows.includes('action'));
  for (const card of componentActions) expect(card.phase).toBe('action');
  expect(componentActions.reduce((sum, card) => sum + card.copies, 0)).toBe(29);
});

test('action deck spot checks: copies of the four-of cards', () => {
  const fours = actionCards
    .filter((card) => card.copies === 4)
    .map((card) => card.id)
    .sort();
  expect(fours).toEqual([
    'diplomatic-pressure',
    'direct-hit',
    'flank-speed',
    'maneuvering-jets',
    'morale-boost',
    'sabotage',
    'shields-holding',
    'skilled-retreat',
    'war-machine',
  ]);
  expect(actionCards.filter((card) => card.copies !== 1 && card.copies !== 4)).toEqual([]);
  expect(ACTION_CARDS['sabotage'].copies).toBe(4);
  expect(ACTION_CARDS['veto'].copies).toBe(1);
});

test('2.6 action deck spot checks: timing windows of Sabotage, Direct Hit, riders and Emergency Repairs', () => {
  expect(ACTION_CARDS['sabotage']).toMatchObject({ windows: ['when-action-card-played'], whose: 'another-player' });
  expect(ACTION_CARDS['sabotage'].phase).toBe('any');
  expect(ACTION_CARDS['direct-hit']).toMatchObject({ windows: ['after-sustain-damage'], whose: 'opponent' });
  expect(ACTION_CARDS['flank-speed']).toMatchObject({ windows: ['after-system-activated'], whose: 'you' });
  expect(ACTION_CARDS['emergency-repairs'].windows).toEqual([
    'start-of-combat-round',
    'start-of-ground-combat-round',
    'end-of-combat-round',
  ]);
  expect(ACTION_CARDS['war-machine'].expansion).toBe('codex1');
  const riders = actionCards.filter((card) => card.text.startsWith('Rider:'));
  expect(riders).toHaveLength(9);
  for (const rider of riders) expect(rider.windows).toEqual(['after-agenda-revealed']);
});

test('setup step 8: the agenda deck has 50 distinct agendas, each in the table', () => {
  expect(AGENDA_DECK).toHaveLength(50);
  expect(duplicates(AGENDA_DECK)).toEqual([]);
  for (const id of AGENDA_DECK) expect(AGENDAS[id].id).toBe(id);
  expect(duplicates(agendas.map((a) => a.ref))).toEqual([]);
  for (const [key, a] of Object.entries(AGENDAS)) expect(a.id).toBe(key);
});

test('PoK retired base agendas are not in the deck', () => {
  const names = agendas.map((a) => a.name);
  for (const retired of ['Core Mining', 'Senate Sanctuary', 'Shard of the Throne', 'The Crown of Thalnos']) {
    expect(names).not.toContain(retired);
  }
  expect(AGENDAS['representative-government'].expansion).toBe('pok');
});

// The table behind 7.1 (the rule's behaviour is tested where the engine applies it).
test('data: every agenda is a law or a directive; its election is from the vocabulary', () => {
  for (const a of agendas) {
    expect(AGENDA_TYPES).toContain(a.type);
    expect(AGENDA_ELECTIONS).toContain(a.election);
    expect(EXPANSIONS).toContain(a.expansion);
    if (a.revealCheck !== null) expect(AGENDA_REVEAL_CHECKS).toContain(a.revealCheck);
    if (a.election === 'for-against') {
      expect(a.for.length).toBeGreaterThan(5);
      expect(a.against.length).toBeGreaterThan(5);
    } else if (a.election === 'hidden-agenda') {
      expect(a.text.length).toBeGreaterThan(10);
    } else {
      expect(a.elected.length).toBeGreaterThan(10);
    }
  }
  expect(agendas.filter((a) => a.type === 'law')).toHaveLength(27);
  expect(agendas.filter((a) => a.type === 'directive')).toHaveLength(23);
});

// The table behind 7.3-7.4 (the rule's behaviour is tested where the engine applies it).
test('data: laws lie in the common area or with the elected player; directives lie nowhere', () => {
  for (const a of agendas) {
    if (a.type === 'directive') expect(a.lawPlacement).toBeNull();
    else expect(LAW_PLACEMENTS).toContain(a.lawPlacement);
    if (a.lawPlacement === 'elected-player') expect(a.election).toBe('player');
  }
  expect(AGENDAS['minister-of-war'].lawPlacement).toBe('elected-player');
  expect(AGENDAS['enforced-travel-ban'].lawPlacement).toBe('common');
});

// The table behind 7.1 (the rule's behaviour is tested where the engine applies it).
test('data: agenda spot checks: a law, a directive and election kinds', () => {
  expect(AGENDAS['fleet-regulations'].type).toBe('law');
  expect(AGENDAS['fleet-regulations'].election).toBe('for-against');
  expect(AGENDAS['mutiny'].type).toBe('directive');
  expect(AGENDAS['archived-secret'].election).toBe('player');
  expect(AGENDAS['compensated-disarmament'].election).toBe('planet');
  expect(AGENDAS['colonial-redistribution'].election).toBe('non-home-planet-other-than-mecatol-rex');
  expect(AGENDAS['galactic-crisis-pact'].election).toBe('strategy-card');
  expect(AGENDAS['classified-document-leaks'].election).toBe('scored-secret-objective');
  expect(AGENDAS['classified-document-leaks'].revealCheck).toBe('scored-secret-objective');
  expect(AGENDAS['judicial-abolishment'].election).toBe('law');
  expect(AGENDAS['covert-legislation'].election).toBe('hidden-agenda');
  const needLaw = agendas
    .filter((a) => a.revealCheck === 'law-in-play')
    .map((a) => a.id)
    .sort();
  expect(needLaw).toEqual(['judicial-abolishment', 'miscount-disclosed', 'new-constitution']);
});

test('73.2 the relic deck holds all 13 PoK and Codex II relics', () => {
  expect(RELIC_DECK).toHaveLength(13);
  expect(duplicates(RELIC_DECK)).toEqual([]);
  for (const id of RELIC_DECK) expect(RELICS[id].id).toBe(id);
  expect(
    relics
      .filter((r) => r.expansion === 'codex2')
      .map((r) => r.name)
      .sort(),
  ).toEqual(['Dynamis Core', 'JR-XS455-O', 'Nanoforge']);
  for (const r of relics) {
    expect(['pok', 'codex2']).toContain(r.expansion);
    expect(r.componentAction).toBe(r.text.includes('Action:'));
  }
  expect(RELICS['the-codex'].componentAction).toBe(true);
  expect(RELICS['shard-of-the-throne'].componentAction).toBe(false);
});
