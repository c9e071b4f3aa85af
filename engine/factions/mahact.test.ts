// The Mahact Gene-Sorcerers' sheet: Edict (with the fleet limit its tokens raise and 20.3b), Arvicon Rex (flagship),
// Starlancer (mech), Hubris, Imperia and Scepter of Dominion (note).
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { GROUND_COMBAT_STEP } from '../combat/ground-combat';
import { tokenReinforcements } from '../economy/command-tokens';
import { options } from '../flow/options';
import { fleetPoolExcess } from '../tactical/fleet-pool';
import { groundCombatGame, withStrategyCards } from '../testing/unit-ability-scenario';
import {
  ACTIVE,
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  loaded,
  put,
  runFrom,
  settle,
  type Run,
} from '../testing/combat-scenario';
import { edit, newGame, refuse, runStep, topDecision } from '../testing/scenario';
import { hasUnitsIn, transactionsState } from '../transactions/notes';
import { homeSystemKey } from '../objectives/board-queries';
import { scepterSystems } from './mahact-scepter';
import { promissoryNotesDealt } from '../content/in-play';
import { proposal, tradeGame, transact } from '../transactions/testkit';
import { key, line, passWindows, placeUnits, play, tacticalGame, unitsIn } from '../testing/tactical-scenario';
import { eliminate } from '../phases/elimination';
import { flowCtx } from '../kernel/context';
import { imperiaPartners, mayUseLeader } from '../kernel/leader-sheet';

const labels = (s: GameState, seat: number) => options(s, seat).map((o) => o.label);

// ---- Edict ----------------------------------------------------------------------------------------------------------

/** The Mahact (seat 0, active) fight the Sol (seat 1) in space; the Mahact's dice all hit unless `lose`. */
function edictGame(lose = false, change?: (s: GameState) => void): GameState {
  const s = withStrategyCards(combatGame({ factions: ['mahact', 'sol', 'letnev'] }));
  put(s, 0, lose ? { destroyer: 1 } : { cruiser: 2 });
  put(s, 1, lose ? { dreadnought: 2 } : { destroyer: 1 });
  loaded(s, 0, 'combat', !lose);
  loaded(s, 1, 'combat', lose);
  change?.(s);
  return s;
}

/** Fights the space combat out: windows passed, other decisions their default, until a choice of Edict or the end. */
function fightOut(s: GameState): Run {
  let r = runFrom(s, 'tactical/space-combat');
  for (let d = decisionOf(r.state); d; d = decisionOf(r.state)) {
    if (d.kind === 'choice' && d.choice === 'mahact/edict-pool') break;
    r = answer(r, d.waitingOn[0]!, d.kind === 'window' ? { type: 'pass-window' } : { type: 'timeout' });
  }
  return r;
}

test("Edict (Mahact) 78.10 after winning a space combat, 1 of the opponent's reinforcement tokens goes into the Mahact fleet pool", () => {
  const s = edictGame();
  const before = tokenReinforcements(s, 1);
  const r = fightOut(s);
  expect(r.state.players[0]!.fleetPoolTokens).toEqual([1]);
  expect(tokenReinforcements(r.state, 1)).toBe(before - 1);
  expect(r.state.players[1]!.pools).toEqual(s.players[1]!.pools); // the Sol's own sheet is untouched
  expect(r.state.players[0]!.pools).toEqual(s.players[0]!.pools); // 37: an added token, not a gained one
  expect(r.events).toContainEqual({
    type: 'note',
    text: "Edict: one of Player 2's command tokens goes into Player 1's fleet pool.",
  });
});

test('Edict (Mahact) 78.10 a second win against a player whose token is already in the fleet pool adds none', () => {
  const r = fightOut(edictGame(false, (d) => (d.players[0]!.fleetPoolTokens = [1])));
  expect(r.state.players[0]!.fleetPoolTokens).toEqual([1]);
  expect(tokenReinforcements(r.state, 1)).toBe(tokenReinforcements(edictGame(), 1) - 1);
});

test('Edict (Mahact) 78.10 losing a combat takes no token', () => {
  const r = fightOut(edictGame(true));
  expect(r.state.players[0]!.fleetPoolTokens).toBeUndefined();
  expect(tokenReinforcements(r.state, 0)).toBe(tokenReinforcements(edictGame(true), 0));
});

test('Edict (Mahact) 42.4 winning a ground combat takes the defender’s token too', () => {
  // The Mahact landed on Wellon, held by the Sol: a ground combat the Mahact's loaded dice win.
  const g = groundCombatGame(['mahact', 'sol', 'letnev'], { infantry: 2 }, { infantry: 1 });
  loaded(g, 0, 'combat', true);
  loaded(g, 1, 'combat', false);
  const r = settle(runFrom(g, GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'wellon' }));
  expect(r.state.players[0]!.fleetPoolTokens).toEqual([1]);
});

test('Edict (Mahact) 20.3b with no token in reinforcements, the opponent gives one from a pool of their choice', () => {
  // The Sol have all 16 tokens out: 4/4/4 on their sheet and 4 on the board (off the combat).
  const s = edictGame(false, (d) => {
    d.players[1]!.pools = { tactic: 4, fleet: 4, strategy: 4 };
    d.board.systems[Object.keys(d.board.systems)[1]!]!.commandTokens.push(1, 1, 1, 1);
  });
  expect(tokenReinforcements(s, 1)).toBe(0);
  const r = fightOut(s);
  expect(topDecision(r.state)).toMatchObject({ kind: 'choice', choice: 'mahact/edict-pool', waitingOn: [1] });
  expect(labels(r.state, 1)).toEqual([
    'Edict: give Player 1 a command token from your tactic pool (your reinforcements have none)',
    'Edict: give Player 1 a command token from your fleet pool (your reinforcements have none)',
    'Edict: give Player 1 a command token from your strategy pool (your reinforcements have none)',
  ]);
  const given = answer(r, 1, { type: 'choose', option: 'strategy' });
  expect(given.state.players[1]!.pools).toEqual({ tactic: 4, fleet: 4, strategy: 3 });
  expect(given.state.players[0]!.fleetPoolTokens).toEqual([1]);
  expect(tokenReinforcements(given.state, 1)).toBe(0);
});

test('Edict (Mahact) 20.3b a pool that is not offered is refused; nothing changes', () => {
  const s = edictGame(false, (d) => {
    d.players[1]!.pools = { tactic: 6, fleet: 6, strategy: 0 };
    d.board.systems[Object.keys(d.board.systems)[1]!]!.commandTokens.push(1, 1, 1, 1);
  });
  const r = fightOut(s);
  const err = refuse(r.state, 1, { type: 'choose', option: 'strategy' });
  expect(err.rule).toBe('20.3b');
});

test('Edict (Mahact) 37.1 other players’ tokens in the Mahact fleet pool raise the ships they may have in a system', () => {
  const s = edit(combatGame({ factions: ['mahact', 'sol', 'letnev'] }), (d) => {
    d.players[0]!.pools.fleet = 3;
    put(d, 0, { cruiser: 5 });
  });
  expect(fleetPoolExcess(s, 0, '0,0')).toBe(2);
  const two = edit(s, (d) => (d.players[0]!.fleetPoolTokens = [1, 2]));
  expect(fleetPoolExcess(two, 0, '0,0')).toBe(0);
  // Another player's ships are not helped by their own token sitting in the Mahact's pool.
  const sol = edit(two, (d) => put(d, 1, { cruiser: 4 }, { system: Object.keys(d.board.systems)[1]! }));
  expect(fleetPoolExcess(sol, 1, Object.keys(sol.board.systems)[1]!)).toBe(1);
});

test('Edict (Mahact) 33.10e an eliminated Mahact’s held tokens go back to their owners’ reinforcements', () => {
  const s = edit(combatGame({ factions: ['mahact', 'sol', 'letnev'] }), (d) => (d.players[0]!.fleetPoolTokens = [1]));
  const before = tokenReinforcements(s, 1);
  const out = edit(s, (d) => eliminate(flowCtx(d, { at: 0 }), 0));
  expect(out.players[0]!.fleetPoolTokens).toBeUndefined();
  expect(tokenReinforcements(out, 1)).toBe(before + 1);
});

// ---- Arvicon Rex (Mahact flagship) -----------------------------------------------------------------------------------

/** The modifiers on the Mahact's first combat roll, by unit: their flagship and a cruiser against Sol destroyers. */
function firstRollModifiers(tokenHeld: boolean): Record<string, number[]> {
  const s = withStrategyCards(combatGame({ factions: ['mahact', 'sol', 'letnev'] }));
  put(s, 0, { flagship: 1, cruiser: 1 });
  put(s, 1, { destroyer: 2 });
  if (tokenHeld) s.players[0]!.fleetPoolTokens = [1];
  const first = eventsOf(settle(runFrom(s, 'tactical/space-combat')), 'dice-rolled').find((e) => e.seat === 0)!;
  const out: Record<string, number[]> = {};
  for (const d of first.dice) (out[d.unit] ??= []).push(d.modifier);
  return out;
}

test('Arvicon Rex (Mahact flagship) 56.2 +2 to its combat rolls against an opponent with no token in the Mahact fleet pool', () => {
  // Only the flagship's dice: the cruiser beside it rolls unchanged.
  expect(firstRollModifiers(false)).toEqual({ flagship: [2, 2], cruiser: [0] });
});

test('Arvicon Rex (Mahact flagship) 56.2 no bonus against an opponent whose token is in the Mahact fleet pool', () => {
  expect(firstRollModifiers(true)).toEqual({ flagship: [0, 0], cruiser: [0] });
});

// ---- Starlancer (Mahact mech) ------------------------------------------------------------------------------------------

/** Wellon (a Sol cruiser, seat 0) next to Vefut II (a Mahact mech on the planet, seat 1); the Sol's token in the pool. */
const lancerGame = (held = true): GameState =>
  edit(
    placeUnits(
      placeUnits(tacticalGame({ tiles: line('19', '20'), factions: ['sol', 'mahact', 'letnev'] }), key(0), 0, {
        cruiser: 1,
      }),
      key(1),
      1,
      { mech: 1 },
      'vefutii',
    ),
    (d) => {
      if (held) d.players[1]!.fleetPoolTokens = [0];
    },
  );

const lancer = { type: 'use-ability', ability: 'mahact-starlancer', targets: {} } as const;

test("Starlancer (Mahact mech) 89 after a player with a token in the Mahact fleet pool activates its system: that player's turn ends and they gain the token", () => {
  const activated = play(lancerGame(), 0, { type: 'tactical-action', system: key(1) });
  expect(topDecision(activated)).toMatchObject({ window: 'after-system-activated', waitingOn: [1] });
  expect(labels(activated, 1)).toContain(
    "Starlancer: give up Player 1's Edict token and stop their turn at Vefut II (20)",
  );
  const used = passWindows(play(activated, 1, lancer));
  expect(topDecision(used)).toMatchObject({ kind: 'choice', choice: 'exploration/gain-token', waitingOn: [0] });
  const gained = passWindows(play(used, 0, { type: 'choose', option: 'fleet' }));
  expect(gained.players[1]!.fleetPoolTokens).toBeUndefined();
  expect(gained.players[0]!.pools.fleet).toBe(activated.players[0]!.pools.fleet + 1);
  // No movement: the next player's turn begins, and the activating token stays in the system.
  expect(topDecision(gained)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
  expect(unitsIn(gained, key(0), 0)).toEqual({ cruiser: 1 });
  expect(gained.board.systems[key(1)]!.commandTokens).toContain(0);
  expect(gained.tactical).toBeNull();
});

test('Starlancer (Mahact mech) 89 without that player’s token in the fleet pool it is not offered and is refused; nothing changes', () => {
  const activated = play(lancerGame(false), 0, { type: 'tactical-action', system: key(1) });
  expect(labels(activated, 1).some((l) => l.startsWith('Starlancer'))).toBe(false);
  const before = structuredClone(activated);
  refuse(activated, 1, lancer);
  expect(activated).toEqual(before);
  // Nor for a system without the mech.
  const elsewhere = play(lancerGame(), 0, { type: 'tactical-action', system: key(0) });
  expect(labels(elsewhere, 1).some((l) => l.startsWith('Starlancer'))).toBe(false);
});

// ---- Hubris -------------------------------------------------------------------------------------------------------------

test('Hubris (Mahact) 69 setup: the Mahact purge their own Alliance and start without it; the others keep theirs', () => {
  const s = newGame({ players: 3, factions: ['hacan', 'sol', 'mahact'] });
  expect(s.players[2]!.promissoryNotes.map((n) => n.split('@')[0])).not.toContain('an');
  expect(s.players[0]!.promissoryNotes).toContain('an@0');
  expect(promissoryNotesDealt('mahact')).not.toContain('an');
});

test("Hubris (Mahact) 69 another player's Alliance cannot be given to the Mahact; refused, nothing changes", () => {
  const s = tradeGame(['hacan', 'mahact', 'letnev']);
  expect(s.players[0]!.promissoryNotes).toContain('an@0');
  const before = structuredClone(s);
  expect(refuse(s, 0, proposal(1, { promissoryNote: 'an@0' }))).toMatchObject({
    code: 'transactions/hubris',
    rule: '69',
  });
  expect(s).toEqual(before);
  // Any other note may still go to them.
  expect(transact(s, 0, 1, { promissoryNote: 'cf@0' }).players[1]!.promissoryNotes).toContain('cf@0');
});

// ---- Imperia ------------------------------------------------------------------------------------------------------------

/**
 * Letnev (seat 0, active) attack the Mahact (seat 1); the Mahact's dreadnought takes a hit and sustains it. The Letnev
 * commander (Rear Admiral Farran: 1 trade good after a unit sustains damage) is as given; `held`: a Letnev token sits
 * in the Mahact's fleet pool.
 */
function imperiaCombat(commander: 'locked' | 'unlocked', held: boolean): Run {
  const s = withStrategyCards(combatGame({ factions: ['letnev', 'mahact', 'l1z1x'] }));
  s.players[0]!.leaders.commander = commander;
  if (held) s.players[1]!.fleetPoolTokens = [0];
  s.players[1]!.tradeGoods = 0;
  put(s, 0, { cruiser: 1 });
  put(s, 1, { dreadnought: 1 });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  const r = runFrom(s, 'tactical/space-combat');
  return answer(r, 1, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: {} });
}

test("Imperia (Mahact) 51.8 with a player's token in their fleet pool, the Mahact use that player's unlocked commander", () => {
  let r = imperiaCombat('unlocked', true);
  expect(imperiaPartners(r.state, 1)).toEqual([0]);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-sustain-damage', waitingOn: [1] });
  r = answer(r, 1, { type: 'use-ability', ability: 'letnevcommander', targets: {} });
  expect(r.state.players[1]!.tradeGoods).toBe(1);
  // The owner keeps their commander too.
  expect(mayUseLeader(r.state, 0, 'letnevcommander', 'commander')).toBe(true);
});

test('Imperia (Mahact) 51.8 a locked commander, or no token in the fleet pool, gives nothing; using it is refused', () => {
  for (const r of [imperiaCombat('locked', true), imperiaCombat('unlocked', false)]) {
    expect(mayUseLeader(r.state, 1, 'letnevcommander', 'commander')).toBe(false);
    expect(decisionOf(r.state)).not.toMatchObject({ kind: 'window', window: 'after-sustain-damage' });
    const before = structuredClone(r.state);
    refuse(r.state, 1, { type: 'use-ability', ability: 'letnevcommander', targets: {} });
    expect(r.state).toEqual(before);
  }
  // Only the Mahact: another faction holding a token this way (not possible in play) would use nothing.
  const other = edit(imperiaCombat('unlocked', false).state, (d) => (d.players[2]!.fleetPoolTokens = [0]));
  expect(imperiaPartners(other, 2)).toEqual([]);
});

// ---- Scepter of Dominion (Mahact promissory note) -----------------------------------------------------------------------

/** The Mahact (seat 0) gave the Sol (seat 1) their Scepter; a Hacan (seat 2) token sits in the Mahact fleet pool. */
function scepterGame(change?: (d: GameState) => void): GameState {
  return edit(newGame({ players: 3, factions: ['mahact', 'sol', 'hacan'], speaker: 0 }), (d) => {
    d.players[0]!.promissoryNotes = d.players[0]!.promissoryNotes.filter((n) => n !== 'scepter@0');
    d.players[1]!.promissoryNotes.push('scepter@0');
    transactionsState(d).received.push(1);
    d.players[0]!.fleetPoolTokens = [2];
    d.board.systems['0,0']!.space['1'] = { counts: { carrier: 1 }, damaged: {} };
    change?.(d);
  });
}

const scepter = (system: string) =>
  ({ type: 'use-ability', ability: 'scepter-of-dominion', targets: { owner: 0, system } }) as const;

test('Scepter of Dominion (Mahact note) 69 at the start of the strategy phase, each player in the Mahact fleet pool puts a token in the chosen system', () => {
  const s = runStep(scepterGame(), 'window/open', { window: 'start-of-strategy-phase' });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'start-of-strategy-phase' });
  expect(labels(s, 1)).toContain(
    "Scepter of Dominion: Player 1's note: Mecatol Rex (18) takes a token of each player in their fleet pool",
  );
  const before = tokenReinforcements(s, 2);
  const used = passWindows(play(s, 1, scepter('0,0')));
  expect(used.board.systems['0,0']!.commandTokens).toEqual([2]);
  expect(tokenReinforcements(used, 2)).toBe(before - 1);
  // The Sol (the holder) and the Mahact place nothing; the note is back in the Mahact's hand.
  expect(used.players[1]!.promissoryNotes).not.toContain('scepter@0');
  expect(used.players[0]!.promissoryNotes).toContain('scepter@0');
  expect(topDecision(used)).toMatchObject({ kind: 'choose-strategy-card' });
});

test('Scepter of Dominion (Mahact note) 69 a home system, or one without the holder’s units, is refused; nothing changes', () => {
  const s = runStep(scepterGame(), 'window/open', { window: 'start-of-strategy-phase' });
  const before = structuredClone(s);
  const solHome = homeSystemKey(s, 1)!;
  const empty = Object.keys(s.board.systems).find((k) => !hasUnitsIn(s, k, 1))!;
  expect(scepterSystems(s, 1)).toEqual(['0,0']);
  expect(refuse(s, 1, scepter(solHome))).toMatchObject({ code: 'ability/bad-target', rule: '69' });
  expect(refuse(s, 1, scepter(empty))).toMatchObject({ code: 'ability/bad-target', rule: '69' });
  expect(s).toEqual(before);
});

test('Scepter of Dominion (Mahact note) 20.3b a player with no token in reinforcements places one from a pool', () => {
  const s = runStep(
    scepterGame((d) => {
      d.players[2]!.pools = { tactic: 6, fleet: 5, strategy: 4 };
    }),
    'window/open',
    { window: 'start-of-strategy-phase' },
  );
  expect(tokenReinforcements(s, 2)).toBe(0);
  const used = play(s, 1, scepter('0,0'));
  expect(topDecision(used)).toMatchObject({ kind: 'choice', choice: 'diplomacy/token-from-sheet', waitingOn: [2] });
  const placed = play(used, 2, { type: 'choose', option: 'fleet' });
  expect(placed.players[2]!.pools).toEqual({ tactic: 6, fleet: 4, strategy: 4 });
  expect(placed.board.systems['0,0']!.commandTokens).toEqual([2]);
});
