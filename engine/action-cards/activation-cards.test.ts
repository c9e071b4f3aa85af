import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState, Seat } from '../core/state';
import { apply } from '../flow/apply';
import { options } from '../flow/options';
import {
  key,
  line,
  move,
  placeUnits,
  play,
  tacticalGame,
  topDecision,
  unitsIn,
  withCommandToken,
} from '../testing/tactical-scenario';
import { edit, giveActionCards, playEvents } from '../testing/scenario';
import { loadDice } from '../combat/dice';
import { adjacentSystems } from '../galaxy/adjacency';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';

/** Wellon – empty – Vefut II – empty, in a row; seat 0 to act. */
const row = () => tacticalGame({ tiles: line('19', '47', '20', '48') });

/** The engine's refusal of a command, and proof that the state is unchanged. */
function refused(state: GameState, seat: Seat, command: Command) {
  const before = structuredClone(state);
  const r = apply(state, seat, command, { at: 0 });
  if (r.ok) throw new Error(`expected ${command.type} by ${seat} to be refused`);
  expect(state).toEqual(before);
  return r.error;
}

const use = (ability: string, targets: Record<string, unknown> = {}): Command => ({
  type: 'use-ability',
  ability,
  targets,
});

/** Seat 0 holds `card` and activates `system`: the after-system-activated window waits on it. */
function activatedWith(state: GameState, card: string, system: string, seat: Seat = 0): GameState {
  const s = play(giveActionCards(state, seat, [card]), 0, { type: 'tactical-action', system });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-system-activated' });
  return s;
}

const discarded = (s: GameState, card: string) => s.decks.action.discard.some((c) => c.startsWith(`${card}#`));

/** Passes open windows until another kind of decision waits. */
function passAll(state: GameState): GameState {
  let s = state;
  for (let d = topDecision(s); d?.kind === 'window'; d = topDecision(s))
    s = play(s, d.waitingOn[0]!, { type: 'pass-window' });
  return s;
}

// ---- Upgrade ---------------------------------------------------------------------------------------------------------

test('2 / 5 Upgrade: after activating a system with your ships, a cruiser there becomes a dreadnought', () => {
  const s = activatedWith(placeUnits(row(), key(2), 0, { cruiser: 2, carrier: 1 }), 'upgrade', key(2));
  const after = play(s, 0, use('upgrade'));
  expect(unitsIn(after, key(2), 0)).toEqual({ cruiser: 1, carrier: 1, dreadnought: 1 });
  expect(discarded(after, 'upgrade')).toBe(true);
});

test('2.6a Upgrade is refused without a cruiser in the active system, and changes nothing', () => {
  const s = activatedWith(placeUnits(row(), key(2), 0, { carrier: 1 }), 'upgrade', key(2));
  expect(refused(s, 0, use('upgrade'))).toMatchObject({ rule: '2.6a' });
  expect(options(s, 0).map((o) => o.label)).not.toContain('Upgrade: replace a cruiser with a dreadnought');
});

test('2.6a Upgrade needs a dreadnought left in reinforcements (23.4)', () => {
  let s = placeUnits(row(), key(2), 0, { cruiser: 1 });
  s = placeUnits(s, key(0), 0, { dreadnought: 5 });
  expect(refused(activatedWith(s, 'upgrade', key(2)), 0, use('upgrade'))).toMatchObject({ rule: '23.4' });
});

// ---- Flank Speed -----------------------------------------------------------------------------------------------------

test('57 / 2 Flank Speed: your ships have +1 move for this tactical action', () => {
  const base = placeUnits(row(), key(0), 0, { cruiser: 1 });
  // A cruiser (move 2) cannot reach three systems away: the movement step asks nothing (89.2b).
  expect(topDecision(passAll(activatedWith(base, 'flank-speed', key(3))))?.kind).not.toBe('move-ships');
  const s = passAll(play(activatedWith(base, 'flank-speed', key(3)), 0, use('flank-speed')));
  expect(topDecision(s)).toMatchObject({ kind: 'move-ships', waitingOn: [0] });
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 } }]);
  expect(unitsIn(r.state, key(3), 0)).toEqual({ cruiser: 1 });
});

test('2.8 Flank Speed cancelled by Sabotage adds no move', () => {
  const base = giveActionCards(placeUnits(row(), key(0), 0, { cruiser: 1 }), 1, ['sabotage']);
  const played = play(activatedWith(base, 'flank-speed', key(3)), 0, use('flank-speed'));
  expect(topDecision(played)).toMatchObject({ kind: 'window', window: 'when-action-card-played', waitingOn: [1] });
  const s = passAll(play(played, 1, use('sabotage')));
  expect(discarded(s, 'flank-speed')).toBe(true);
  expect(topDecision(s)?.kind).not.toBe('move-ships');
});

test('2.6b a second Flank Speed cannot be played in the same window', () => {
  const base = giveActionCards(placeUnits(row(), key(0), 0, { cruiser: 1 }), 0, ['flank-speed']);
  const s = play(activatedWith(base, 'flank-speed', key(3)), 0, use('flank-speed'));
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-system-activated', waitingOn: [0] });
  expect(s.players[0]!.actionCards.filter((c) => c.startsWith('flank-speed#'))).toHaveLength(1);
  expect(refused(s, 0, use('flank-speed'))).toMatchObject({ rule: '1.18' });
});

// ---- Experimental Battlestation --------------------------------------------------------------------------------------

/** Wellon – empty – Vefut II – Lodor; seat 0's destroyers in Vefut II move into the empty system; seat 1 holds docks. */
function destroyersMoved(): GameState {
  let s = tacticalGame({ tiles: line('19', '47', '20', '26') });
  s = placeUnits(s, key(2), 0, { destroyer: 3 });
  s = placeUnits(s, key(0), 1, { 'space-dock': 1 }, 'wellon');
  s = placeUnits(s, key(3), 1, { 'space-dock': 1 }, 'lodor');
  s = passAll(
    play(giveActionCards(s, 1, ['experimental-battlestation']), 0, { type: 'tactical-action', system: key(1) }),
  );
  s = play(s, 0, { type: 'move-ships', moves: [{ from: key(2), ships: { destroyer: 3 } }] });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-ships-moved', waitingOn: [1] });
  return s;
}

test('77 / 2 Experimental Battlestation: an adjacent space dock fires Space Cannon 5 (x3) at the ships that moved in', () => {
  const s = edit(destroyersMoved(), (d) => loadDice(d, { seat: 1, roll: 'space-cannon', result: 5 }));
  expect(
    options(s, 1)
      .filter((o) => o.command.type === 'use-ability')
      .map((o) => o.label),
  ).toEqual(['Experimental Battlestation: the space dock on Wellon fires Space Cannon 5 (x3)']);
  const r = playEvents(s, 1, use('experimental-battlestation', { system: key(0), planet: 'wellon' }));
  const rolled = r.events.flatMap((e) => (e.type === 'dice-rolled' ? [e] : []));
  expect(rolled.map((e) => [e.seat, e.dice.map((d) => [d.unit, d.hitsOn, d.hit])])).toEqual([
    [1, Array.from({ length: 3 }, () => ['space-dock', 5, true])],
  ]);
  const after = passAll(r.state);
  expect(unitsIn(after, key(1), 0)).toEqual({});
  expect(discarded(after, 'experimental-battlestation')).toBe(true);
});

test('2.6a Experimental Battlestation refuses a space dock two systems away, and changes nothing', () => {
  const s = destroyersMoved();
  expect(refused(s, 1, use('experimental-battlestation', { system: key(3), planet: 'lodor' }))).toMatchObject({
    rule: '2.6a',
  });
});

// ---- Counterstroke ---------------------------------------------------------------------------------------------------

test('20 / 2 Counterstroke: after another player activates a system holding your token, it returns to your tactic pool', () => {
  const s0 = withCommandToken(giveActionCards(row(), 1, ['counterstroke']), key(2), 1);
  const s = play(s0, 0, { type: 'tactical-action', system: key(2) });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-system-activated', waitingOn: [1] });
  const tactic = s.players[1]!.pools.tactic;
  const after = play(s, 1, use('counterstroke'));
  expect(after.board.systems[key(2)]!.commandTokens).toEqual([0]);
  expect(after.players[1]!.pools.tactic).toBe(tactic + 1);
});

test('20 / 2 Counterstroke: the active player may take back the token they just placed; the system stays active (5.4)', () => {
  const s = activatedWith(placeUnits(row(), key(0), 0, { cruiser: 1 }), 'counterstroke', key(2));
  const tactic = s.players[0]!.pools.tactic;
  const after = play(s, 0, use('counterstroke'));
  expect(after.board.systems[key(2)]!.commandTokens).toEqual([]);
  expect(after.players[0]!.pools.tactic).toBe(tactic + 1);
  expect(topDecision(passAll(after))).toMatchObject({ kind: 'move-ships', system: key(2) });
  expect(after.tactical?.system).toBe(key(2));
});

test('2.8 Counterstroke cancelled by Sabotage leaves the token where it is', () => {
  const s0 = withCommandToken(
    giveActionCards(giveActionCards(row(), 1, ['counterstroke']), 0, ['sabotage']),
    key(2),
    1,
  );
  const s1 = play(play(s0, 0, { type: 'tactical-action', system: key(2) }), 1, use('counterstroke'));
  // Seat 0 is asked too (a hand of cards and a token in the system): it passes, then the card resolves.
  const s = play(s1, 0, { type: 'pass-window' });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'when-action-card-played', waitingOn: [0] });
  const after = passAll(play(s, 0, use('sabotage')));
  expect(after.board.systems[key(2)]!.commandTokens).toEqual([1, 0]);
  expect(after.players[1]!.pools.tactic).toBe(s0.players[1]!.pools.tactic);
  expect(discarded(after, 'counterstroke')).toBe(true);
});

// ---- Lost Star Chart -------------------------------------------------------------------------------------------------

/** Lodor (alpha) – empty – empty – Quann (beta); seat 0's cruiser in Lodor. */
const wormholeRow = () => placeUnits(tacticalGame({ tiles: line('26', '47', '48', '25') }), key(0), 0, { cruiser: 1 });

test('101 / 6.1 Lost Star Chart: alpha and beta wormhole systems are adjacent until the tactical action ends', () => {
  expect(topDecision(passAll(activatedWith(wormholeRow(), 'lost-star-chart', key(3))))?.kind).not.toBe('move-ships');
  const s = passAll(play(activatedWith(wormholeRow(), 'lost-star-chart', key(3)), 0, use('lost-star-chart')));
  expect(adjacentSystems(s.board, key(0), adjacencyInPlay(s))).toContain(key(3));
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 }, path: [key(3)] }]);
  expect(unitsIn(r.state, key(3), 0)).toEqual({ cruiser: 1 });
  expect(r.state.tactical).toBeNull();
  expect(adjacentSystems(r.state.board, key(0), adjacencyInPlay(r.state))).not.toContain(key(3));
});

test('22.1 Lost Star Chart is not a component action: refused in the action turn, changing nothing', () => {
  const s = giveActionCards(wormholeRow(), 0, ['lost-star-chart']);
  expect(refused(s, 0, { type: 'component-action', ability: 'lost-star-chart', targets: {} })).toMatchObject({
    rule: '22.1',
  });
});

// ---- In the Silence of Space -----------------------------------------------------------------------------------------

/** Wellon – empty (seat 1's destroyer) – Vefut II – empty; seat 0's cruisers in Wellon and in the last system. */
function blockedRow(): GameState {
  let s = placeUnits(row(), key(0), 0, { cruiser: 1 });
  s = placeUnits(s, key(1), 1, { destroyer: 1 });
  return activatedWith(s, 'in-the-silence-of-space', key(2));
}

test("58.4b In the Silence of Space: your ships in the chosen system pass through other players' ships", () => {
  expect(
    refused(passAll(placeUnits(blockedRow(), key(3), 0, { carrier: 1 })), 0, {
      type: 'move-ships',
      moves: [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2)] }],
    }),
  ).toMatchObject({ rule: '58.4b' });
  const s = passAll(play(blockedRow(), 0, use('in-the-silence-of-space', { system: key(0) })));
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2)] }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ cruiser: 1 });
});

test('58.4b In the Silence of Space helps only ships starting in the chosen system; 2.6a a system must be chosen', () => {
  const base = placeUnits(blockedRow(), key(3), 0, { carrier: 1 });
  expect(refused(base, 0, use('in-the-silence-of-space', { system: 'nowhere' }))).toMatchObject({ rule: '2.6a' });
  const s = passAll(play(base, 0, use('in-the-silence-of-space', { system: key(3) })));
  expect(
    refused(s, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2)] }] }),
  ).toMatchObject({ rule: '58.4b' });
});

// ---- Nav Suite -------------------------------------------------------------------------------------------------------

test('11 / 9 Nav Suite: during the movement step your ships move through an asteroid field', () => {
  const s0 = placeUnits(tacticalGame({ tiles: line('19', '44', '20') }), key(0), 0, { cruiser: 1 });
  expect(topDecision(passAll(activatedWith(s0, 'nav-suite', key(2))))?.kind).not.toBe('move-ships');
  const s = passAll(play(activatedWith(s0, 'nav-suite', key(2)), 0, use('nav-suite')));
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2)] }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ cruiser: 1 });
});

test('41 Nav Suite: leaving a gravity rift rolls no die and gives no move', () => {
  const s0 = placeUnits(tacticalGame({ tiles: line('19', '41', '20', '48') }), key(1), 0, { destroyer: 1 });
  const s = passAll(play(activatedWith(s0, 'nav-suite', key(3)), 0, use('nav-suite')));
  const r = move(s, [{ from: key(1), ships: { destroyer: 1 }, path: [key(2), key(3)] }]);
  expect(r.events.filter((e) => e.type === 'gravity-rift-rolled')).toEqual([]);
  expect(unitsIn(r.state, key(3), 0)).toEqual({ destroyer: 1 });
});

test('2.8 Nav Suite cancelled by Sabotage: the asteroid field still blocks', () => {
  const s0 = giveActionCards(
    placeUnits(tacticalGame({ tiles: line('19', '44', '20') }), key(0), 0, { cruiser: 1 }),
    1,
    ['sabotage'],
  );
  const s = passAll(play(play(activatedWith(s0, 'nav-suite', key(2)), 0, use('nav-suite')), 1, use('sabotage')));
  expect(discarded(s, 'nav-suite')).toBe(true);
  expect(topDecision(s)?.kind).not.toBe('move-ships');
});

// ---- Solar Flare -----------------------------------------------------------------------------------------------------

test('77.2 Solar Flare: no other player may use space cannon against your ships during this movement', () => {
  const s0 = placeUnits(placeUnits(row(), key(1), 0, { cruiser: 1 }), key(2), 1, { pds: 1 }, 'vefutii');
  // Without the card, seat 1's PDS in the active system is offered its shot (77.2).
  const open = move(passAll(activatedWith(s0, 'solar-flare', key(2))), [{ from: key(1), ships: { cruiser: 1 } }]);
  expect(topDecision(open.state)).toMatchObject({ kind: 'choice', waitingOn: [1] });
  const s = passAll(play(activatedWith(s0, 'solar-flare', key(2)), 0, use('solar-flare')));
  const r = move(s, [{ from: key(1), ships: { cruiser: 1 } }]);
  expect(topDecision(r.state)?.kind).not.toBe('choice');
  expect(unitsIn(r.state, key(2), 0)).toEqual({ cruiser: 1 });
});

test('77 Solar Flare: Experimental Battlestation cannot fire at your ships during this movement', () => {
  let s = tacticalGame({ tiles: line('19', '47', '20', '26') });
  s = placeUnits(s, key(2), 0, { destroyer: 3 });
  s = placeUnits(s, key(0), 1, { 'space-dock': 1 }, 'wellon');
  s = giveActionCards(s, 1, ['experimental-battlestation']);
  s = passAll(play(activatedWith(s, 'solar-flare', key(1)), 0, use('solar-flare')));
  s = play(s, 0, { type: 'move-ships', moves: [{ from: key(2), ships: { destroyer: 3 } }] });
  // Seat 1 is still asked (its dock is in range, public), but cannot fire.
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-ships-moved', waitingOn: [1] });
  expect(refused(s, 1, use('experimental-battlestation', { system: key(0), planet: 'wellon' }))).toMatchObject({
    rule: '77',
  });
});

// ---- Rally -----------------------------------------------------------------------------------------------------------

test("20 / 2 Rally: after activating a system with another player's ships, 2 tokens from reinforcements join your fleet pool", () => {
  const s = activatedWith(placeUnits(row(), key(2), 1, { destroyer: 1 }), 'rally', key(2));
  const fleet = s.players[0]!.pools.fleet;
  const after = play(s, 0, use('rally'));
  expect(after.players[0]!.pools.fleet).toBe(fleet + 2);
});

test('20.3 Rally places only the tokens left in reinforcements; with none it is refused, changing nothing', () => {
  const crowd = (n: number) =>
    edit(placeUnits(row(), key(2), 1, { destroyer: 1 }), (d) => {
      // 16 tokens in all, 3 + 3 + 2 on the sheet: all but n of the other 8 on the board (after the activation's).
      d.board.systems[key(3)]!.commandTokens.push(...Array.from({ length: 8 - n }, () => 0));
    });
  const one = activatedWith(crowd(1), 'rally', key(2));
  expect(play(one, 0, use('rally')).players[0]!.pools.fleet).toBe(one.players[0]!.pools.fleet + 1);
  expect(refused(activatedWith(crowd(0), 'rally', key(2)), 0, use('rally'))).toMatchObject({ rule: '20.3' });
});

test("1.3 Rally is refused when the active system holds no other player's ships", () => {
  const s = activatedWith(placeUnits(row(), key(0), 0, { cruiser: 1 }), 'flank-speed', key(2));
  expect(refused(giveActionCards(s, 0, ['rally']), 0, use('rally'))).toMatchObject({ rule: '1.3' });
});

// ---- Forward Supply Base ---------------------------------------------------------------------------------------------

test('93 / 2 Forward Supply Base: after another player activates a system with your units, 3 trade goods and 1 for another', () => {
  const s = play(
    giveActionCards(placeUnits(row(), key(2), 1, { infantry: 1 }, 'vefutii'), 1, ['forward-supply-base']),
    0,
    {
      type: 'tactical-action',
      system: key(2),
    },
  );
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-system-activated', waitingOn: [1] });
  const tg = s.players.map((p) => p.tradeGoods);
  const after = play(s, 1, use('forward-supply-base', { player: 2 }));
  expect(after.players.map((p) => p.tradeGoods)).toEqual([tg[0], tg[1]! + 3, tg[2]! + 1]);
});

test('2.6a Forward Supply Base: the other player must be another player, and the system must hold your units', () => {
  const s = play(
    giveActionCards(placeUnits(row(), key(2), 1, { infantry: 1 }, 'vefutii'), 1, ['forward-supply-base']),
    0,
    {
      type: 'tactical-action',
      system: key(2),
    },
  );
  expect(refused(s, 1, use('forward-supply-base', { player: 1 }))).toMatchObject({ rule: '2.6a' });
  // Seat 0 activated it: its own card is not for its own activation (1.3).
  const own = activatedWith(placeUnits(row(), key(2), 0, { infantry: 1 }, 'vefutii'), 'flank-speed', key(2));
  expect(
    refused(giveActionCards(own, 0, ['forward-supply-base']), 0, use('forward-supply-base', { player: 1 })),
  ).toMatchObject({
    rule: '1.3',
  });
});

// ---- Harness Energy --------------------------------------------------------------------------------------------------

test('21 / 2 Harness Energy: after you activate an anomaly, you replenish your commodities', () => {
  const s0 = edit(tacticalGame({ tiles: line('19', '41', '20') }), (d) => {
    d.players[0]!.commodities = 0;
  });
  const after = play(activatedWith(s0, 'harness-energy', key(1)), 0, use('harness-energy'));
  // Hacan's commodity value is 6.
  expect(after.players[0]!.commodities).toBe(6);
});

test('1.3 Harness Energy is refused after activating a system that is no anomaly, changing nothing', () => {
  const s = activatedWith(placeUnits(row(), key(0), 0, { cruiser: 1 }), 'harness-energy', key(1));
  expect(refused(s, 0, use('harness-energy'))).toMatchObject({ rule: '1.3' });
});

// ---- Decoy Operation -------------------------------------------------------------------------------------------------

/** Seat 1 controls Vefut II with a PDS; its infantry are on Wellon and in the last system's space; seat 0 activates. */
function decoyWindow(): GameState {
  let s = edit(row(), (d) => {
    d.board.systems[key(2)]!.planets['vefutii']!.owner = 1;
  });
  s = placeUnits(s, key(2), 1, { pds: 1 }, 'vefutii');
  s = placeUnits(s, key(0), 1, { infantry: 2 }, 'wellon');
  s = placeUnits(s, key(3), 1, { mech: 1 });
  s = play(giveActionCards(s, 1, ['decoy-operation']), 0, { type: 'tactical-action', system: key(2) });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-system-activated', waitingOn: [1] });
  return s;
}

test('43 / 2 Decoy Operation: up to 2 of your ground forces from anywhere go to your planet in the active system', () => {
  const after = play(
    decoyWindow(),
    1,
    use('decoy-operation', {
      planet: 'vefutii',
      units: [
        { system: key(0), planet: 'wellon', type: 'infantry' },
        { system: key(3), planet: null, type: 'mech' },
      ],
    }),
  );
  expect(unitsIn(after, key(2), 1, 'vefutii')).toEqual({ pds: 1, infantry: 1, mech: 1 });
  expect(unitsIn(after, key(0), 1, 'wellon')).toEqual({ infantry: 1 });
  expect(unitsIn(after, key(3), 1)).toEqual({});
});

test('2.6a Decoy Operation refuses 3 ground forces, units you do not have, and a planet you do not control', () => {
  const s = decoyWindow();
  const inf = { system: key(0), planet: 'wellon', type: 'infantry' };
  expect(refused(s, 1, use('decoy-operation', { planet: 'vefutii', units: [inf, inf, inf] }))).toMatchObject({
    rule: '2.6a',
  });
  const mechs = { system: key(3), planet: null, type: 'mech' };
  expect(refused(s, 1, use('decoy-operation', { planet: 'vefutii', units: [mechs, mechs] }))).toMatchObject({
    rule: '2.6a',
  });
  expect(refused(s, 1, use('decoy-operation', { planet: 'wellon', units: [inf] }))).toMatchObject({ rule: '2.6a' });
});
