// The Arborec, faction sheet: Mitosis (68.1d, 81), the Letani Behemoth's deploy (30), Bioplasmosis (81) and Stymie
// (69). Duha Menaimon is tested in engine/production/flagships.test.ts, Letani Warrior II in engine/units, their
// leaders in engine/leaders.
import { expect, test } from 'vitest';
import { apply } from '../flow/apply';
import { adjacentSystems } from '../galaxy/adjacency';
import { planetLabel, systemLabel } from '../tactical/labels';
import { activate, key, line, placeUnits, tacticalGame } from '../testing/tactical-scenario';
import { options } from '../flow/options';
import type { GameState } from '../core/state';
import { edit, newGame, pickStrategyCards, play, refuse, systemOf, topDecision } from '../testing/scenario';
import {
  invasionGame,
  NO_PAYMENT,
  own,
  passWindows,
  put,
  runProduction,
  tradeGoods,
} from '../testing/invasion-scenario';

const SIX = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];
const FACTIONS = ['arborec', 'hacan', 'letnev', 'jolnar', 'xxcha', 'mentak'];

/** Everyone has used their card; seat 0 (the Arborec) passes last, which starts the status phase. */
function statusPhase(change?: (d: GameState) => void): GameState {
  const s = edit(pickStrategyCards(newGame({ players: 6, factions: FACTIONS }), SIX), (d) => {
    for (const p of d.players) {
      p.exhaustedStrategyCards = [...p.strategyCards];
      if (p.seat !== 0) p.passed = true;
    }
    change?.(d);
  });
  return play(s, 0, { type: 'pass' });
}

const units = (s: GameState, planet: string, seat = 0) =>
  s.board.systems[systemOf(s, planet)]!.planets[planet]!.units[String(seat)]?.counts ?? {};

// ---- Mitosis ------------------------------------------------------------------------------------------------------

test('Mitosis (Arborec) 81 when the status phase starts, 1 infantry from reinforcements goes onto a planet they control', () => {
  const s = statusPhase();
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'arborec/mitosis', waitingOn: [0] });
  // Before the objectives are scored (81.1).
  expect(s.objectives.revealed).toHaveLength(2);
  expect(options(s, 0).map((o) => o.label)[0]).toBe('Mitosis: place 1 infantry on Nestphar');
  const before = units(s, 'nestphar').infantry ?? 0;
  const after = play(s, 0, { type: 'choose', option: 'place:nestphar' });
  expect(units(after, 'nestphar').infantry).toBe(before + 1);
  expect(topDecision(after)).toMatchObject({ kind: 'score-objectives' });
});

test('Mitosis (Arborec) 1.9 only a planet they control is accepted; the refusal changes nothing', () => {
  const s = statusPhase();
  const copy = structuredClone(s);
  expect(refuse(s, 0, { type: 'choose', option: 'place:mecatolrex' }).message).toMatch(
    /not one of the offered options/,
  );
  expect(s).toEqual(copy);
  // With no planet under their control (and no infantry on the board to swap), nobody is asked.
  const none = statusPhase((d) => {
    const nestphar = d.board.systems[systemOf(d, 'nestphar')]!.planets.nestphar!;
    nestphar.owner = null;
    nestphar.units = {};
  });
  expect(topDecision(none)).not.toMatchObject({ kind: 'choice', choice: 'arborec/mitosis' });
});

test("Mitosis (Arborec) 68.1d their space docks' production value makes no infantry", () => {
  const s = tradeGoods(
    put(invasionGame({ factions: ['arborec', 'jolnar', 'xxcha'] }), 0, { 'space-dock': 1 }, { planet: 'starpoint' }),
    0,
    5,
  );
  own(s, 0, 'starpoint');
  const run = passWindows(runProduction(s));
  const cmd = {
    type: 'produce',
    units: [{ unit: 'infantry', count: 1, planet: 'starpoint' }],
    payment: { ...NO_PAYMENT, tradeGoods: 1 },
  } as const;
  const r = apply(run.state, 0, cmd, { at: 0 });
  expect(r.ok ? null : r.error.rule).toBe('68.1d');
});

// ---- Letani Behemoth (Arborec mech) -------------------------------------------------------------------------------

test('Letani Behemoth (Arborec mech) 30 using Mitosis, they may swap 1 infantry for 1 mech instead', () => {
  const s = statusPhase();
  const labels = options(s, 0).map((o) => o.label);
  expect(labels).toEqual([
    'Mitosis: place 1 infantry on Nestphar',
    'Letani Behemoth: replace 1 infantry on Nestphar with 1 mech',
  ]);
  const before = units(s, 'nestphar');
  const after = play(s, 0, { type: 'choose', option: 'mech:nestphar' });
  expect(units(after, 'nestphar')).toEqual({ ...before, infantry: (before.infantry ?? 0) - 1, mech: 1 });
});

test('Letani Behemoth (Arborec mech) 30.2 no mech in reinforcements: only the infantry is offered', () => {
  const s = statusPhase((d) => {
    d.board.systems[systemOf(d, 'nestphar')]!.planets.nestphar!.units['0']!.counts.mech = 4;
  });
  expect(options(s, 0).map((o) => o.label)).toEqual(['Mitosis: place 1 infantry on Nestphar']);
  const copy = structuredClone(s);
  expect(refuse(s, 0, { type: 'choose', option: 'mech:nestphar' }).message).toMatch(/not one of the offered options/);
  expect(s).toEqual(copy);
});

// ---- Bioplasmosis -------------------------------------------------------------------------------------------------

/** Answers the status phase until Bioplasmosis asks the Arborec (or the agenda phase begins). */
function toStatusEnd(s: GameState): GameState {
  let r = s;
  for (let i = 0; i < 40; i++) {
    const d = topDecision(r);
    if (!d || r.phase !== 'status') return r;
    if (d.kind === 'choice' && d.choice === 'arborec/bioplasmosis') return r;
    const seat = d.waitingOn[0]!;
    if (d.kind === 'score-objectives') r = play(r, seat, { type: 'score-objectives', scores: [] });
    else if (d.kind === 'window') r = play(r, seat, { type: 'pass-window' });
    else r = play(r, seat, { type: 'timeout' });
  }
  throw new Error('toStatusEnd: the status phase did not end');
}

/** The Arborec own Bioplasmosis and control a planet in a system next to their home (Nestphar). */
function bioGame(bio = true): { state: GameState; near: string } {
  let near = '';
  const state = statusPhase((d) => {
    const home = systemOf(d, 'nestphar');
    const key = adjacentSystems(d.board, home).find((k) => Object.keys(d.board.systems[k]?.planets ?? {}).length > 0)!;
    near = Object.keys(d.board.systems[key]!.planets)[0]!;
    d.board.systems[key]!.planets[near]!.owner = 0;
    if (bio) d.players[0]!.technologies.push('bio');
  });
  return { state: toStatusEnd(state), near };
}

test('Bioplasmosis (Arborec) 81 when the status phase ends, infantry move between planets they control nearby', () => {
  const { state, near } = bioGame();
  expect(topDecision(state)).toMatchObject({ kind: 'choice', choice: 'arborec/bioplasmosis', waitingOn: [0] });
  const labels = options(state, 0).map((o) => o.label);
  expect(labels[0]).toBe('Bioplasmosis: move no more infantry');
  expect(labels).toContain(`Bioplasmosis: move 1 infantry from Nestphar to ${planetLabel(near)}`);
  const before = units(state, 'nestphar').infantry!;
  const there = units(state, near).infantry ?? 0; // Mitosis may have put one there
  let r = play(state, 0, { type: 'choose', option: `nestphar>${near}` });
  r = play(r, 0, { type: 'choose', option: `nestphar>${near}` });
  expect(units(r, 'nestphar').infantry).toBe(before - 2);
  expect(units(r, near).infantry).toBe(there + 2);
  r = play(r, 0, { type: 'choose', option: 'done' });
  expect(topDecision(r)).not.toMatchObject({ choice: 'arborec/bioplasmosis' });
});

test('Bioplasmosis (Arborec) 1.9 not onto a planet they do not control; without the technology nobody is asked', () => {
  const { state } = bioGame();
  const copy = structuredClone(state);
  expect(refuse(state, 0, { type: 'choose', option: 'nestphar>mecatolrex' }).message).toMatch(
    /not one of the offered options/,
  );
  expect(state).toEqual(copy);
  expect(topDecision(bioGame(false).state)).not.toMatchObject({ choice: 'arborec/bioplasmosis' });
});

// ---- Stymie (Arborec promissory note) ------------------------------------------------------------------------------

/** The Jol-Nar (seat 1) hold the Arborec's (seat 2) Stymie and have infantry on Vefut II; the Hacan (seat 0) move in. */
function stymieMove(holder = 1): GameState {
  let s = tacticalGame({ tiles: line('19', '20', '21'), factions: ['hacan', 'jolnar', 'arborec'] });
  s = placeUnits(s, key(0), 0, { carrier: 1 });
  s = placeUnits(s, key(1), 1, { infantry: 1 }, 'vefutii');
  s = edit(s, (d) => {
    d.players[2]!.promissoryNotes = d.players[2]!.promissoryNotes.filter((n) => n !== 'stymie@2');
    d.players[holder]!.promissoryNotes.push('stymie@2');
    d.transactions ??= { proposals: [], doneScope: null, done: [], deals: [], received: [], silenced: [], removed: [] };
    d.transactions.received.push(holder);
  });
  s = activate(s, key(1));
  return play(s, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { carrier: 1 } }] });
}

test('Stymie (Arborec) 69 / 20 after another player moves ships to its units, a token of theirs goes to a non-home system', () => {
  const s = stymieMove();
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-ships-moved', waitingOn: [1] });
  const labels = options(s, 1).map((o) => o.label);
  expect(labels).toContain(`Stymie: place a command token of ${s.players[0]!.name} in ${systemLabel(s, key(2))}`);
  // The active system already holds the mover's token: not offered.
  expect(labels.some((l) => l.endsWith(systemLabel(s, key(1))))).toBe(false);
  const after = play(s, 1, { type: 'use-ability', ability: 'stymie', targets: { system: key(2) } });
  expect(after.board.systems[key(2)]!.commandTokens).toEqual([0]);
  expect(after.players[1]!.promissoryNotes).not.toContain('stymie@2');
  expect(after.players[2]!.promissoryNotes).toContain('stymie@2');
});

test('20.3b Stymie on a player with no token left in reinforcements: they take it from a pool, never a 17th token', () => {
  // The Hacan's 16 tokens: 1 in the active system, 15 on their sheet.
  const s = edit(stymieMove(), (d) => {
    d.players[0]!.pools = { tactic: 7, fleet: 5, strategy: 3 };
  });
  let after = play(s, 1, { type: 'use-ability', ability: 'stymie', targets: { system: key(2) } });
  expect(topDecision(after)).toMatchObject({ kind: 'choice', choice: 'diplomacy/token-from-sheet', waitingOn: [0] });
  after = play(after, 0, { type: 'choose', option: 'strategy' });
  expect(after.board.systems[key(2)]!.commandTokens).toEqual([0]);
  expect(after.players[0]!.pools).toEqual({ tactic: 7, fleet: 5, strategy: 2 });
});

test('Stymie (Arborec) 69.2 not into a system holding their token, and not by the Arborec; refusals change nothing', () => {
  const s = stymieMove();
  const copy = structuredClone(s);
  expect(refuse(s, 1, { type: 'use-ability', ability: 'stymie', targets: { system: key(1) } })).toMatchObject({
    rule: '1.9',
  });
  expect(s).toEqual(copy);
  // The Arborec holding their own note are never asked for it.
  const own = stymieMove(2);
  expect(topDecision(own)).not.toMatchObject({ kind: 'window', window: 'after-ships-moved' });
});
