// The Naalu Collective, whole sheet: Telepathic, Foresight, Gift of Prescience, Neuroglaive, Hybrid Crystal Fighter
// II, the Matriarch and Iconoclast (the units are tested in naalu-nomad-cabal.test.ts and
// engine/combat/naalu-flagship.test.ts).
import { expect, test } from 'vitest';
import { initiativeOf, initiativeOrder } from '../core/order';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { roundInfo } from '../queries/round';
import { edit, newGame, pickStrategyCards, play, refuse, runStep, topDecision } from '../testing/scenario';
import { NAALU_TOKEN } from './naalu';
import {
  activate,
  key,
  line,
  placeUnits,
  tacticalGame,
  unitsIn,
  withPools,
  withTechnologies,
} from '../testing/tactical-scenario';
import { fleetPoolCount, fleetPoolExcess } from '../tactical/fleet-pool';

/** Sol (seat 0, speaker), the Naalu (seat 1) and the Hacan (seat 2); the Naalu pick Warfare and Imperial. */
const CARDS = ['leadership', 'warfare', 'diplomacy', 'politics', 'imperial', 'construction'];
const naaluGame = (): GameState => newGame({ players: 3, factions: ['sol', 'naalu', 'hacan'] });

/** Seat 0 holds the Naalu's Gift of Prescience, received in a transaction (public: transactions.received). */
const withGift = (s: GameState): GameState =>
  edit(s, (d) => {
    d.players[1]!.promissoryNotes = d.players[1]!.promissoryNotes.filter((n) => n !== 'gift@1');
    d.players[0]!.promissoryNotes.push('gift@1');
    d.transactions = { proposals: [], doneScope: null, done: [], deals: [], received: [0], silenced: [], removed: [] };
  });

const tokenHolders = (s: GameState): number[] =>
  s.players.filter((p) => p.otherTokens.includes(NAALU_TOKEN)).map((p) => p.seat);

test('Telepathic (Naalu) 48.3 at the end of the strategy phase the Naalu take the "0" token and act first', () => {
  const s = pickStrategyCards(naaluGame(), CARDS);
  expect(s.phase).toBe('action');
  expect(tokenHolders(s)).toEqual([1]);
  expect(initiativeOf(s.players[1]!)).toBe(0);
  expect(initiativeOrder(s)).toEqual([1, 0, 2]);
  expect(s.activeSeat).toBe(1);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
});

test('Telepathic (Naalu) 48.3 the round info the page shows gives the Naalu initiative 0, the others their card', () => {
  // The Naalu hold Warfare (6) and Imperial (8), yet come first: 0 beside their name, not 6; Sol 1, the Hacan 2.
  expect(roundInfo(pickStrategyCards(naaluGame(), CARDS), 2).initiatives).toEqual([1, 0, 2]);
  // Before the strategy phase ends nobody holds the token, and a seat without a card has no number.
  expect(roundInfo(naaluGame(), null).initiatives).toEqual([null, null, null]);
});

test('FAQ: the Naalu "0" token stays with the Naalu when their strategy card is exchanged (48.3)', () => {
  // The Hacan (seat 2) own Quantum Datahub Node and take the Naalu's Warfare for their Diplomacy.
  const base = edit(naaluGame(), (d) => {
    d.players[2]!.technologies.push('qdn');
    d.players[2]!.tradeGoods = 3;
  });
  const s = play(pickStrategyCards(base, CARDS), 2, { type: 'choose', option: 'diplomacy>1:warfare' });
  expect(s.players[1]!.strategyCards.sort()).toEqual(['diplomacy', 'imperial']);
  expect(s.players[2]!.strategyCards.sort()).toEqual(['construction', 'warfare']);
  expect(tokenHolders(s)).toEqual([1]);
  expect([initiativeOf(s.players[1]!), initiativeOf(s.players[2]!)]).toEqual([0, 4]);
  expect(initiativeOrder(s)).toEqual([1, 0, 2]);
});

test('Telepathic (Naalu) 48.3 without the Naalu nobody gets the "0" token', () => {
  const s = pickStrategyCards(newGame({ players: 3, factions: ['sol', 'hacan', 'letnev'] }), CARDS);
  expect(tokenHolders(s)).toEqual([]);
  expect(initiativeOrder(s)).toEqual([0, 2, 1]);
});

test('Gift of Prescience (Naalu) 69 its holder takes the "0" token and the Naalu cannot use Telepathic', () => {
  let s = pickStrategyCards(withGift(naaluGame()), CARDS);
  const d = topDecision(s);
  expect(d).toMatchObject({ kind: 'window', window: 'end-of-strategy-phase', waitingOn: [0] });
  const use = options(s, 0).find((o) => o.command.type === 'use-ability')!;
  expect(use.label).toContain('Gift of Prescience');
  s = play(s, 0, use.command);
  expect(tokenHolders(s)).toEqual([0]);
  expect(s.players[0]!.promissoryInPlay).toEqual(['gift@1']);
  expect(s.players[0]!.promissoryNotes).not.toContain('gift@1');
  expect(initiativeOrder(s)).toEqual([0, 2, 1]);
  // 1.19: the window asks again once the note has resolved; the holder passes.
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'end-of-strategy-phase' });
  s = play(s, 0, { type: 'pass-window' });
  expect(tokenHolders(s)).toEqual([0]);
  expect(s.phase).toBe('action');
  expect(s.activeSeat).toBe(0);
});

test('Gift of Prescience (Naalu) 69 its holder may pass: Telepathic then gives the token to the Naalu', () => {
  let s = pickStrategyCards(withGift(naaluGame()), CARDS);
  s = play(s, 0, { type: 'pass-window' });
  expect(tokenHolders(s)).toEqual([1]);
  expect(s.players[0]!.promissoryNotes).toContain('gift@1');
});

test('Gift of Prescience (Naalu) 69.2 the Naalu cannot play their own note, and others cannot without it', () => {
  const s = pickStrategyCards(withGift(naaluGame()), CARDS);
  const own = edit(s, (d) => {
    d.players[0]!.promissoryNotes = d.players[0]!.promissoryNotes.filter((n) => n !== 'gift@1');
    d.players[1]!.promissoryNotes.push('gift@1');
  });
  expect(refuse(own, 0, { type: 'use-ability', ability: 'gift-of-prescience', targets: { owner: 1 } })).toMatchObject({
    rule: '1.3',
  });
  const before = structuredClone(s);
  expect(refuse(s, 0, { type: 'use-ability', ability: 'gift-of-prescience', targets: { owner: 2 } })).toMatchObject({
    rule: '69.1',
  });
  expect(s).toEqual(before);
});

test('Gift of Prescience (Naalu) 69.3 it returns to the Naalu when the status phase ends', () => {
  let s = pickStrategyCards(withGift(naaluGame()), CARDS);
  s = play(s, 0, { type: 'use-ability', ability: 'gift-of-prescience', targets: { owner: 1 } });
  s = runStep(s, 'status/end');
  expect(s.players[0]!.promissoryInPlay).toEqual([]);
  expect(s.players[1]!.promissoryNotes).toContain('gift@1');
});

test('Telepathic (Naalu) 48.3 the token of an earlier round goes back to the Naalu once the Gift returned', () => {
  let s = pickStrategyCards(withGift(naaluGame()), CARDS);
  s = play(s, 0, { type: 'use-ability', ability: 'gift-of-prescience', targets: { owner: 1 } });
  s = runStep(s, 'status/end');
  s = edit(s, (d) => {
    for (const p of d.players) p.strategyCards = ['leadership'];
  });
  s = runStep(s, 'naalu/telepathic');
  expect(tokenHolders(s)).toEqual([1]);
});

// ---- Hybrid Crystal Fighter II -----------------------------------------------------------------------------------

/** The Naalu (seat 0, fleet pool 3) with 2 cruisers and `fighters` fighters (no capacity) in one system. */
const fightersGame = (technologies: string[], fighters: number): GameState =>
  placeUnits(
    withTechnologies(
      tacticalGame({ tiles: line('19', '47', '20'), factions: ['naalu', 'hacan', 'jolnar'] }),
      0,
      technologies,
    ),
    key(1),
    0,
    { cruiser: 2, fighter: fighters },
  );

test('Hybrid Crystal Fighter II (Naalu) 37 fighters beyond capacity count as half a ship each against the fleet pool', () => {
  const s = fightersGame(['hcf2'], 2);
  expect(fleetPoolCount(s, 0, key(1))).toBe(3);
  expect(fleetPoolExcess(s, 0, key(1))).toBe(0);
  // A third fighter is half a ship more: 3.5 ships need a fourth token.
  expect(fleetPoolExcess(fightersGame(['hcf2'], 3), 0, key(1))).toBe(1);
  const after = runStep(fightersGame(['hcf2'], 3), 'fleet-pool/check', { seat: 0, system: key(1) });
  const left = play(after, 0, { type: 'choose', option: 'fighter' });
  expect(unitsIn(left, key(1), 0)).toEqual({ cruiser: 2, fighter: 2 });
});

test('Hybrid Crystal Fighter II (Naalu) 37 without the upgrade fighters cannot exceed capacity, each counts whole', () => {
  // Another player's generic Fighter II: each fighter beyond capacity is a whole ship.
  const hacan = placeUnits(withTechnologies(fightersGame([], 0), 1, ['ff2']), key(2), 1, { cruiser: 2, fighter: 2 });
  expect(fleetPoolExcess(hacan, 1, key(2))).toBe(1);
  // Naalu fighters without an upgrade do not move by themselves: nothing counts against the pool.
  expect(fleetPoolCount(fightersGame([], 2), 0, key(1))).toBe(2);
});

// ---- Foresight and Neuroglaive -----------------------------------------------------------------------------------

/**
 * A row Wellon – empty – Vefut II – empty: the Hacan (seat 0, to act) with 2 cruisers in the empty system key(1),
 * the Naalu (seat 1) with 1 destroyer, 1 carrier and 2 fighters in Vefut II key(2).
 */
function foresightGame(): GameState {
  const s = edit(tacticalGame({ tiles: line('19', '47', '20', '48') }), (d) => {
    d.players[1]!.faction = 'naalu';
  });
  return placeUnits(placeUnits(s, key(1), 0, { cruiser: 2 }), key(2), 1, { destroyer: 1, carrier: 1, fighter: 2 });
}

/** The Hacan activate Vefut II and move `cruisers` cruisers in from key(1); the after-ships-moved window waits. */
function hacanMovesIn(s: GameState, cruisers = 2): GameState {
  const moved = play(activate(s, key(2)), 0, {
    type: 'move-ships',
    moves: [{ from: key(1), ships: { cruiser: cruisers } }],
  });
  expect(topDecision(moved)).toMatchObject({ kind: 'window', window: 'after-ships-moved' });
  return moved;
}

test('Foresight (Naalu) 58 after another player moves in, 1 strategy token takes the Naalu ships to an adjacent system', () => {
  const s = hacanMovesIn(foresightGame());
  expect(topDecision(s)!.waitingOn).toContain(1);
  const offered = options(s, 1).filter((o) => o.command.type === 'use-ability');
  expect(offered.map((o) => (o.command.type === 'use-ability' ? o.command.targets?.system : null)).sort()).toEqual([
    key(1),
    key(3),
  ]);
  const after = play(s, 1, { type: 'use-ability', ability: 'foresight', targets: { system: key(3) } });
  expect(unitsIn(after, key(3), 1)).toEqual({ destroyer: 1, carrier: 1, fighter: 2 });
  expect(unitsIn(after, key(2), 1)).toEqual({});
  expect(after.board.systems[key(3)]!.commandTokens).toEqual([1]);
  expect(after.players[1]!.pools.strategy).toBe(s.players[1]!.pools.strategy - 1);
});

test('FAQ: Foresight moves the Naalu ships with the units they transport from the space area (95.1)', () => {
  // The carrier holds the 2 fighters and 2 infantry in Vefut II's space area (capacity 4).
  const s = hacanMovesIn(placeUnits(foresightGame(), key(2), 1, { infantry: 2 }));
  const after = play(s, 1, { type: 'use-ability', ability: 'foresight', targets: { system: key(3) } });
  expect(unitsIn(after, key(3), 1)).toEqual({ destroyer: 1, carrier: 1, fighter: 2, infantry: 2 });
  expect(unitsIn(after, key(2), 1)).toEqual({});
});

test('FAQ: Foresight ships take Naalu ground forces aboard from the planets of their system, while they have room (95.1)', () => {
  // The carrier (capacity 4) already holds the 2 fighters: room for 2 of the 3 infantry on Vefut II.
  const s = hacanMovesIn(placeUnits(foresightGame(), key(2), 1, { infantry: 3 }, 'vefutii'));
  let r = play(s, 1, { type: 'use-ability', ability: 'foresight', targets: { system: key(3) } });
  expect(topDecision(r)).toMatchObject({ kind: 'choice', choice: 'transport/board', waitingOn: [1] });
  expect(options(r, 1).map((o) => (o.command.type === 'choose' ? o.command.option : null))).toEqual([
    'vefutii:infantry',
    'done',
  ]);
  r = play(r, 1, { type: 'choose', option: 'vefutii:infantry' });
  r = play(r, 1, { type: 'choose', option: 'vefutii:infantry' });
  // Full: no third pick is asked; the ships leave with both.
  expect(topDecision(r)).not.toMatchObject({ choice: 'transport/board' });
  expect(unitsIn(r, key(3), 1)).toEqual({ destroyer: 1, carrier: 1, fighter: 2, infantry: 2 });
  expect(unitsIn(r, key(2), 1, 'vefutii')).toEqual({ infantry: 1 });
  // Nothing else may board — a mech that is not there — and leaving at once keeps the planet's infantry home.
  const asked = play(s, 1, { type: 'use-ability', ability: 'foresight', targets: { system: key(3) } });
  expect(refuse(asked, 1, { type: 'choose', option: 'vefutii:mech' }).rule).toBe('95.1');
  const left = play(asked, 1, { type: 'choose', option: 'done' });
  expect(unitsIn(left, key(3), 1)).toEqual({ destroyer: 1, carrier: 1, fighter: 2 });
  expect(unitsIn(left, key(2), 1, 'vefutii')).toEqual({ infantry: 3 });
});

test('Foresight (Naalu) 58 not into a system with another player’s ships, and not without a strategy token', () => {
  // One Hacan cruiser stays behind in key(1).
  const s = hacanMovesIn(foresightGame(), 1);
  const before = structuredClone(s);
  expect(refuse(s, 1, { type: 'use-ability', ability: 'foresight', targets: { system: key(1) } })).toMatchObject({
    rule: '58',
  });
  expect(s).toEqual(before);
  const broke = edit(s, (d) => {
    d.players[1]!.pools.strategy = 0;
  });
  expect(options(broke, 1).some((o) => o.command.type === 'use-ability')).toBe(false);
  expect(refuse(broke, 1, { type: 'use-ability', ability: 'foresight', targets: { system: key(3) } })).toMatchObject({
    code: 'ability/not-eligible',
  });
});

test('Foresight (Naalu) 58 the active player cannot use it for their own move, and Naalu without ships there are not asked', () => {
  const s = edit(hacanMovesIn(foresightGame()), (d) => {
    delete d.board.systems[key(2)]!.space['1'];
  });
  expect(options(s, 1).some((o) => o.command.type === 'use-ability')).toBe(false);
  expect(refuse(s, 1, { type: 'use-ability', ability: 'foresight', targets: { system: key(3) } })).toMatchObject({
    code: 'ability/not-eligible',
  });
  // The Hacan, who moved, are not asked.
  expect(refuse(s, 0, { type: 'use-ability', ability: 'foresight', targets: { system: key(3) } })).toMatchObject({
    code: 'flow/not-your-turn',
  });
});

test('Neuroglaive (Naalu) 5 another player activating a system with Naalu ships returns 1 fleet pool token', () => {
  const s = withTechnologies(foresightGame(), 1, ['ng']);
  const fleet = s.players[0]!.pools.fleet;
  const after = activate(s, key(2));
  expect(after.players[0]!.pools.fleet).toBe(fleet - 1);
  // Not for a system without Naalu ships, nor without the technology.
  expect(activate(s, key(3)).players[0]!.pools.fleet).toBe(fleet);
  expect(activate(foresightGame(), key(2)).players[0]!.pools.fleet).toBe(fleet);
});

test('Neuroglaive (Naalu) 37 a smaller fleet pool removes the ships beyond it', () => {
  const s = withPools(placeUnits(withTechnologies(foresightGame(), 1, ['ng']), key(0), 0, { cruiser: 1 }), 0, {
    fleet: 1,
  });
  const after = activate(s, key(2));
  expect(after.players[0]!.pools.fleet).toBe(0);
  expect(unitsIn(after, key(0), 0)).toEqual({});
});
