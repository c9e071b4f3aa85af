import { expect, test } from 'vitest';
import { apply } from '../flow/apply';
import { options } from '../flow/options';
import type { GameState } from '../core/state';
import { planetFacts, planetValues, checkCanExhaust } from '../economy/planets';
import { ACTIVE, choose, decisionOf, eventsOf, invasionGame, own, put, type Run } from '../testing/invasion-scenario';
import { runFrom } from '../testing/combat-scenario';
import { wormholesIn } from '../galaxy/adjacency';

type DeckName = 'cultural' | 'hazardous' | 'industrial' | 'frontier';

/** Seat 0 (Hacan, commodity value 6) controls Starpoint (hazardous) and New Albion (industrial, green specialty). */
function game(): GameState {
  const s = invasionGame();
  own(s, 0, 'starpoint', true);
  own(s, 0, 'newalbion', true);
  for (const d of ['cultural', 'hazardous', 'industrial', 'frontier'] as const) s.decks[d] = { draw: [], discard: [] };
  return s;
}

/** Seat 0 explores `planet` (null: the frontier token in ACTIVE) and draws `copy` from `deck`. */
function draw(copy: string, deck: DeckName, planet: string | null, s: GameState = game()): Run {
  s.decks[deck].draw = [copy];
  if (planet === null) s.board.systems[ACTIVE]!.frontier = true;
  // The deck named as if the explorer had picked it (35.2c), so any planet can be explored from any deck here.
  return runFrom(s, 'exploration/explore', { seat: 0, system: ACTIVE, planet, ...(planet ? { deck } : {}) });
}

const refused = (run: Run, option: string) => {
  const r = apply(run.state, 0, { type: 'choose', option }, { at: 0 });
  if (r.ok) throw new Error(`expected ${option} to be refused`);
  return r.error;
};
const offered = (run: Run) => options(run.state, 0).map((o) => o.label);
const attachments = (run: Run, planet = 'starpoint') => run.state.board.systems[ACTIVE]!.planets[planet]!.attachments;

// --- Attachments (35.8, 12): values counted through planetFacts wherever a planet's values are read.

test('35.8 Mining World attaches to the planet: +2 resources, and the card stays with the planet, not discarded', () => {
  const r = draw('mining-world#1', 'hazardous', 'starpoint');
  expect(attachments(r)).toEqual(['miningworld']);
  expect(eventsOf(r, 'attached')).toEqual([
    { type: 'attached', seat: 0, planet: 'starpoint', attachment: 'miningworld' },
  ]);
  expect(planetValues(r.state, 'starpoint')).toEqual({ resources: 5, influence: 1 });
  expect(r.state.decks.hazardous.discard).toEqual([]);
});

test('35.8 Rich World: +1 resource; Lazax Survivors: +1 resource +2 influence', () => {
  expect(planetValues(draw('rich-world#1', 'hazardous', 'starpoint').state, 'starpoint')).toEqual({
    resources: 4,
    influence: 1,
  });
  expect(planetValues(draw('lazax-survivors#1', 'hazardous', 'starpoint').state, 'starpoint')).toEqual({
    resources: 4,
    influence: 3,
  });
});

test('35.8 Dyson Sphere: +2 resources +1 influence; Paradise World: +2 influence; Tomb of Emphidia: +1 influence', () => {
  const s = game();
  expect(planetValues(draw('dyson-sphere#1', 'cultural', 'newalbion', s).state, 'newalbion')).toEqual({
    resources: 3,
    influence: 2,
  });
  expect(planetValues(draw('paradise-world#1', 'cultural', 'newalbion', game()).state, 'newalbion')).toEqual({
    resources: 1,
    influence: 3,
  });
  const tomb = draw('tomb-of-emphidia#1', 'cultural', 'newalbion', game());
  expect(attachments(tomb, 'newalbion')).toEqual(['tombofemphidia']);
  expect(planetValues(tomb.state, 'newalbion')).toEqual({ resources: 1, influence: 2 });
});

test('12 an attached value is spent like a printed one, and an exhausted planet still cannot be spent (34.1)', () => {
  const r = draw('mining-world#1', 'hazardous', 'starpoint');
  own(r.state, 0, 'starpoint', false);
  expect(checkCanExhaust(r.state, 0, ['starpoint']).ok).toBe(true);
  own(r.state, 0, 'starpoint', true);
  expect(checkCanExhaust(r.state, 0, ['starpoint'])).toMatchObject({ ok: false, error: { rule: '34.1' } });
});

test('35.8 Biotic Research Facility on a planet with a specialty shows its +1/+1 side; Cybernetic Research Facility and Propulsion Research Facility give theirs', () => {
  const r = draw('biotic-research-facility#1', 'industrial', 'newalbion');
  expect(attachments(r, 'newalbion')).toEqual(['bioticstat']);
  expect(planetFacts(r.state, 'newalbion')).toMatchObject({ resources: 2, influence: 2, specialties: ['green'] });
  const onStarpoint = draw('cybernetic-research-facility#1', 'industrial', 'starpoint');
  expect(planetFacts(onStarpoint.state, 'starpoint').specialties).toEqual(['yellow']);
  const blue = draw('propulsion-research-facility#1', 'industrial', 'starpoint', game());
  expect(planetFacts(blue.state, 'starpoint').specialties).toEqual(['blue']);
});

test('35.8 research facility +1/+1 side: each of the four facilities explored on New Albion (green) shows it', () => {
  const facilities = [
    ['biotic-research-facility#1', 'bioticstat'],
    ['cybernetic-research-facility#1', 'cyberneticstat'],
    ['propulsion-research-facility#1', 'propulsionstat'],
    ['warfare-research-facility#1', 'warfarestat'],
  ] as const;
  for (const [copy, face] of facilities) {
    const r = draw(copy, copy.startsWith('warfare') ? 'hazardous' : 'industrial', 'newalbion');
    expect(attachments(r, 'newalbion')).toEqual([face]);
    expect(planetFacts(r.state, 'newalbion')).toMatchObject({ resources: 2, influence: 2, specialties: ['green'] });
  }
});

// --- Hazardous: a mech there, or 1 infantry returned, pays for the reward.

test('35.7 Core Mine: returning 1 infantry from the planet gains 1 trade good; a mech the player lacks is refused', () => {
  const s = put(game(), 0, { infantry: 2 }, { planet: 'starpoint' });
  const r = draw('core-mine#1', 'hazardous', 'starpoint', s);
  expect(decisionOf(r.state)).toMatchObject({ choice: 'exploration/card', waitingOn: [0] });
  expect(offered(r)).toEqual([
    'Core Mine: return 1 infantry from Starpoint to gain 1 trade good',
    'Core Mine: do nothing',
  ]);
  expect(refused(r, 'mech')).toMatchObject({ code: 'input/not-an-option' });
  const after = choose(r, 'infantry');
  expect(after.state.players[0]!.tradeGoods).toBe(1);
  expect(after.state.board.systems[ACTIVE]!.planets.starpoint!.units['0']!.counts).toEqual({ infantry: 1 });
  expect(after.state.decks.hazardous.discard).toEqual(['core-mine#1']);
});

test('35.7 Volatile Fuel Source: a mech on the planet qualifies without losing it; 1 command token in the pool chosen', () => {
  const s = put(game(), 0, { mech: 1 }, { planet: 'starpoint' });
  const r = choose(draw('volatile-fuel-source#1', 'hazardous', 'starpoint', s), 'mech');
  expect(refused(r, 'reinforcements')).toMatchObject({ code: 'input/not-an-option' });
  const after = choose(r, 'strategy');
  expect(after.state.players[0]!.pools).toEqual({ tactic: 3, fleet: 3, strategy: 3 });
  expect(after.state.board.systems[ACTIVE]!.planets.starpoint!.units['0']!.counts).toEqual({ mech: 1 });
});

test('35.7 Expedition: the planet is readied; with neither mech nor infantry there only "do nothing" is offered', () => {
  const s = put(game(), 0, { infantry: 1 }, { planet: 'starpoint' });
  const after = choose(draw('expedition#1', 'hazardous', 'starpoint', s), 'infantry');
  expect(after.state.board.systems[ACTIVE]!.planets.starpoint!.exhausted).toBe(false);
  const bare = draw('expedition#1', 'hazardous', 'starpoint');
  expect(offered(bare)).toEqual(['Expedition: do nothing']);
  expect(refused(bare, 'infantry')).toMatchObject({ code: 'input/not-an-option' });
});

// --- Cultural and industrial immediate cards.

test('35.7 Mercenary Outfit: 1 infantry from reinforcements onto the planet; any other unit is refused', () => {
  const r = draw('mercenary-outfit#1', 'cultural', 'newalbion');
  expect(offered(r)).toEqual(['Mercenary Outfit: put 1 infantry on New Albion', 'Mercenary Outfit: put nothing']);
  expect(refused(r, 'mech')).toMatchObject({ code: 'input/not-an-option' });
  expect(r.state.board.systems[ACTIVE]!.planets.newalbion!.units['0']).toBeUndefined();
  const placed = choose(r, 'place');
  expect(placed.state.board.systems[ACTIVE]!.planets.newalbion!.units['0']!.counts).toEqual({ infantry: 1 });
  expect(placed.state.decks.cultural.discard).toEqual(['mercenary-outfit#1']);
});

test('35.7 Abandoned Warehouses: gain 2 commodities (up to the commodity value), or convert up to 2 into trade goods', () => {
  const s = game();
  s.players[0]!.commodities = 5;
  const gain = choose(draw('abandoned-warehouses#1', 'industrial', 'newalbion', s), 'gain');
  expect(gain.state.players[0]!.commodities).toBe(6);
  const convert = choose(draw('abandoned-warehouses#1', 'industrial', 'newalbion', s), 'convert');
  expect(convert.state.players[0]).toMatchObject({ commodities: 3, tradeGoods: 2 });
  const empty = draw('abandoned-warehouses#1', 'industrial', 'newalbion');
  expect(refused(empty, 'convert')).toMatchObject({ code: 'input/not-an-option' });
});

test('35.7 Functioning Base: 1 commodity, or pay 1 trade good to draw 1 action card; unpaid drawing is refused', () => {
  const s = game();
  s.players[0]!.tradeGoods = 1;
  s.decks.action.draw = ['sabotage#1'];
  const paid = choose(draw('functioning-base#1', 'industrial', 'newalbion', s), 'pay-trade-good');
  expect(paid.state.players[0]).toMatchObject({ tradeGoods: 0, actionCards: ['sabotage#1'] });
  const poor = draw('functioning-base#1', 'industrial', 'newalbion');
  expect(refused(poor, 'pay-trade-good')).toMatchObject({ code: 'input/not-an-option' });
  expect(choose(poor, 'gain').state.players[0]!.commodities).toBe(1);
});

test('35.7 Local Fabricators: pay 1 commodity to put 1 mech on the planet; without payment only the commodity', () => {
  const s = game();
  s.players[0]!.commodities = 1;
  const r = choose(draw('local-fabricators#1', 'industrial', 'newalbion', s), 'pay-commodity');
  expect(r.state.board.systems[ACTIVE]!.planets.newalbion!.units['0']!.counts).toEqual({ mech: 1 });
  expect(r.state.players[0]!.commodities).toBe(0);
  const poor = draw('local-fabricators#1', 'industrial', 'newalbion');
  expect(refused(poor, 'pay-commodity')).toMatchObject({ code: 'input/not-an-option' });
});

// --- Frontier deck.

test('35.5 Minor Entropic Field, Entropic Field, Major Entropic Field: 1, 2 or 3 trade goods and 1 command token; no token when reinforcements are empty (20.3a)', () => {
  const minor = choose(draw('minor-entropic-field#1', 'frontier', null), 'fleet');
  expect(minor.state.players[0]).toMatchObject({ tradeGoods: 1, pools: { tactic: 3, fleet: 4, strategy: 2 } });
  expect(choose(draw('entropic-field#1', 'frontier', null), 'tactic').state.players[0]!.tradeGoods).toBe(2);
  const s = game();
  s.players[0]!.pools = { tactic: 8, fleet: 4, strategy: 4 };
  const major = draw('major-entropic-field#1', 'frontier', null, s);
  expect(major.state.players[0]!.tradeGoods).toBe(3);
  expect(decisionOf(major.state)).toBeUndefined();
});

test('35.5 Keleres Ship: 2 command tokens, each in a pool the explorer picks; a pool that is not one is refused', () => {
  const r = draw('keleres-ship#1', 'frontier', null);
  expect(refused(r, 'hand')).toMatchObject({ code: 'input/not-an-option' });
  const done = choose(choose(r, 'tactic'), 'strategy');
  expect(done.state.players[0]!.pools).toEqual({ tactic: 4, fleet: 3, strategy: 3 });
});

test('35.5 Lost Crew draws 2 action cards; Derelict Vessel draws 1 secret objective', () => {
  const s = game();
  s.decks.action.draw = ['sabotage#1', 'sabotage#2'];
  expect(draw('lost-crew#1', 'frontier', null, s).state.players[0]!.actionCards).toEqual(['sabotage#1', 'sabotage#2']);
  const d = game();
  d.decks.secret.draw = ['become-a-martyr'];
  d.players[0]!.secretObjectives = [];
  expect(draw('derelict-vessel#1', 'frontier', null, d).state.players[0]!.secretObjectives).toEqual([
    { id: 'become-a-martyr', scored: false },
  ]);
});

test('35.5 Dead World gains the top relic; with the relic deck empty it gains nothing (73.2a)', () => {
  const s = game();
  s.decks.relic.draw = ['the-codex'];
  expect(draw('dead-world#1', 'frontier', null, s).state.players[0]!.relics).toEqual(['the-codex']);
  const empty = game();
  empty.decks.relic.draw = [];
  const none = draw('dead-world#1', 'frontier', null, empty);
  expect(none.state.players[0]!.relics).toEqual([]);
  expect(none.state.decks.frontier.discard).toEqual(['dead-world#1']);
});

test('35.5 Merchant Station: replenish commodities, or convert them all; converting none is not offered', () => {
  const rep = choose(draw('merchant-station#1', 'frontier', null), 'replenish');
  expect(rep.state.players[0]!.commodities).toBe(6);
  const s = game();
  s.players[0]!.commodities = 4;
  expect(choose(draw('merchant-station#1', 'frontier', null, s), 'convert').state.players[0]).toMatchObject({
    commodities: 0,
    tradeGoods: 4,
  });
  expect(refused(draw('merchant-station#1', 'frontier', null), 'convert')).toMatchObject({
    code: 'input/not-an-option',
  });
});

test('35.9 Industrial Relic Fragment and Cultural Relic Fragment go to the play area faceup', () => {
  expect(draw('industrial-relic-fragment#4', 'industrial', 'newalbion').state.players[0]!.relicFragments).toEqual([
    'industrial-relic-fragment#4',
  ]);
  expect(draw('cultural-relic-fragment#1', 'cultural', 'newalbion', game()).state.players[0]!.relicFragments).toEqual([
    'cultural-relic-fragment#1',
  ]);
});

test('35.7 Gamma Wormhole and Gamma Relay put a gamma wormhole token in the system, and are purged, not discarded', () => {
  const r = draw('gamma-wormhole#1', 'cultural', 'newalbion');
  expect(r.state.board.systems[ACTIVE]!.tokens).toEqual(['wormhole-gamma']);
  expect(r.state.exploration?.purged).toEqual(['gamma-wormhole#1']);
  expect(r.state.decks.cultural.discard).toEqual([]);
  const relay = draw('gamma-relay#1', 'frontier', null);
  expect(relay.state.board.systems[ACTIVE]!.tokens).toEqual(['wormhole-gamma']);
  expect(relay.state.exploration?.purged).toEqual(['gamma-relay#1']);
  // The gamma wormhole links the system with the others that have one (101): here the wormhole nexus, when placed.
  expect(wormholesIn(relay.state.board, ACTIVE)).toEqual(['gamma']);
  expect(wormholesIn(game().board, ACTIVE)).toEqual([]);
});
