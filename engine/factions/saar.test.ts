// The Clan of Saar, faction sheet: Nomadic (61.16), Chaos Mapping and Ragh's Call. Scavenge is tested in
// engine/invasion, their floating factories and units in engine/production and engine/invasion, their leaders in
// engine/leaders.
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { apply } from '../flow/apply';
import { withStrategyCards } from '../testing/unit-ability-scenario';
import {
  ACTIVE,
  answer,
  decisionOf,
  eventsOf,
  invasionGame,
  own,
  passWindows as invasionPass,
  planetUnits,
  put as putInvasion,
  runInvasion,
  type Run,
} from '../testing/invasion-scenario';
import { systemLabel } from '../tactical/labels';
import { edit, newGame, pickStrategyCards, play, refuse, systemOf, topDecision } from '../testing/scenario';
import { key, line, placeUnits, tacticalGame } from '../testing/tactical-scenario';

const SIX = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];
const FACTIONS = ['saar', 'hacan', 'letnev', 'jolnar', 'xxcha', 'mentak'];

/**
 * The Saar (seat 0) own two unit upgrades with "Develop Weaponry" revealed, but the Letnev (seat 2) took Ragh, one
 * of their home planets. Everyone has used their card; seat 0 passes last into the status phase.
 */
function nomadGame(faction = 'saar'): GameState {
  const s = edit(pickStrategyCards(newGame({ players: 6, factions: FACTIONS }), SIX), (d) => {
    d.objectives.revealed = d.objectives.revealed.filter((id) => id !== 'develop');
    d.objectives.revealed.push('develop');
    d.objectives.scoredBy.develop = [];
    for (const deck of [d.objectives.stage1.draw, d.objectives.unrevealed])
      if (deck.includes('develop')) deck.splice(deck.indexOf('develop'), 1);
    d.players[0]!.technologies.push('dd2', 'ff2');
    d.board.systems[systemOf(d, 'ragh')]!.planets.ragh!.owner = 2;
    for (const p of d.players) {
      p.exhaustedStrategyCards = [...p.strategyCards];
      if (p.seat !== 0) p.passed = true;
    }
    d.players[0]!.faction = faction;
  });
  return play(s, 0, { type: 'pass' });
}

const develop: Command = { type: 'score-objectives', scores: [{ objective: 'develop' }] };

test('Nomadic (Saar) 61.16 without every home planet, the Saar still score a public objective', () => {
  const s = nomadGame();
  expect(topDecision(s)).toMatchObject({ kind: 'score-objectives' });
  let after = play(s, 0, develop);
  for (const seat of [...(topDecision(after)?.waitingOn ?? [])])
    after = play(after, seat, { type: 'score-objectives', scores: [] });
  expect(after.objectives.scoredBy.develop).toEqual([0]);
});

test('Nomadic (Saar) 61.16 another faction in the same place is refused, and the refusal changes nothing', () => {
  const s = nomadGame('sol');
  const copy = structuredClone(s);
  expect(refuse(s, 0, develop)).toMatchObject({ rule: '61.16' });
  expect(s).toEqual(copy);
});

// ---- Chaos Mapping ------------------------------------------------------------------------------------------------

/** The Saar (seat 1) own Chaos Mapping and have a destroyer in an asteroid field (key(1)); seat 0 is to act. */
function asteroidGame(cm = true): GameState {
  let s = tacticalGame({ tiles: line('19', '44', '47'), factions: ['hacan', 'jolnar', 'letnev'] });
  s = placeUnits(s, key(1), 1, { destroyer: 1 });
  return edit(s, (d) => {
    d.players[1]!.faction = 'saar';
    if (cm) d.players[1]!.technologies.push('cm');
  });
}

test('Chaos Mapping (Saar) 11 / 5 other players cannot activate an asteroid field holding their ships', () => {
  const s = asteroidGame();
  const copy = structuredClone(s);
  expect(refuse(s, 0, { type: 'tactical-action', system: key(1) })).toMatchObject({ code: 'tactical/chaos-mapping' });
  expect(s).toEqual(copy);
  expect(options(s, 0).some((o) => o.command.type === 'tactical-action' && o.command.system === key(1))).toBe(false);
  // Without the technology, or for an empty system next to it, activation goes ahead.
  expect(
    play(asteroidGame(false), 0, { type: 'tactical-action', system: key(1) }).board.systems[key(1)]!.commandTokens,
  ).toEqual([0]);
  expect(play(s, 0, { type: 'tactical-action', system: key(2) }).board.systems[key(2)]!.commandTokens).toEqual([0]);
});

/** Seat 0 (Hacan: a space dock at home) owns Chaos Mapping; the strategy phase ends and their first turn starts. */
function chaosTurn(): GameState {
  const base = edit(newGame({ players: 3, factions: ['hacan', 'jolnar', 'letnev'] }), (d) => {
    d.players[0]!.technologies.push('cm');
    d.players[0]!.tradeGoods = 3;
  });
  return pickStrategyCards(base, SIX);
}

test('Chaos Mapping (Saar) 67 as their turn starts, they may produce 1 unit where they have a unit with Production', () => {
  const s = chaosTurn();
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'start-of-turn', waitingOn: [0] });
  const home = systemOf(s, 'arretze');
  const use = options(s, 0).find((o) => o.label.startsWith('Chaos Mapping'))!;
  expect(use.label).toBe(`Chaos Mapping: produce 1 unit in ${systemLabel(s, home)}`);
  const offered = play(s, 0, use.command);
  expect(topDecision(offered)).toMatchObject({ kind: 'production', source: 'chaos-mapping', seat: 0 });
  // One unit only: two cruisers are refused, one is produced.
  const two: Command = {
    type: 'produce',
    units: [{ unit: 'cruiser', count: 2 }],
    payment: { resources: [], influence: [], tradeGoods: 3 },
  };
  const copy = structuredClone(offered);
  expect(refuse(offered, 0, two).rule).toMatch(/^68/);
  expect(offered).toEqual(copy);
  const before = offered.board.systems[home]!.space['0']?.counts.cruiser ?? 0;
  const after = play(offered, 0, {
    type: 'produce',
    units: [{ unit: 'cruiser', count: 1 }],
    payment: { resources: [], influence: [], tradeGoods: 1 }, // Sarween Tools: 1 less
  });
  expect(after.board.systems[home]!.space['0']!.counts.cruiser).toBe(before + 1);
});

// ---- Ragh's Call (Saar promissory note) ----------------------------------------------------------------------------

/**
 * The Saar (seat 1) hold Starpoint with 2 infantry and control New Albion; seat 0 holds their Ragh's Call and commits
 * 2 infantry to Starpoint.
 */
function raghCommit(holder = 0): Run {
  const s = withStrategyCards(invasionGame({ factions: ['hacan', 'jolnar', 'xxcha'] }));
  s.players[1]!.faction = 'saar';
  putInvasion(s, 0, { carrier: 1, infantry: 2 });
  own(s, 1, 'starpoint');
  own(s, 1, 'newalbion');
  putInvasion(s, 1, { infantry: 2 }, { planet: 'starpoint' });
  s.players[holder]!.promissoryNotes.push('ragh@1');
  s.transactions = {
    proposals: [],
    doneScope: null,
    done: [],
    deals: [],
    received: [holder],
    silenced: [],
    removed: [],
  };
  return answer(invasionPass(runInvasion(s)), 0, {
    type: 'commit-ground-forces',
    landings: [{ planet: 'starpoint', units: { infantry: 2 } }],
  });
}

test("Ragh's Call (Saar) 69 / 49.2 after committing, the Saar's ground forces there move to another Saar planet", () => {
  let r = raghCommit();
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-ground-forces-committed' });
  const use = options(r.state, 0).find((o) => o.label.startsWith("Ragh's Call"))!;
  expect(use.label).toBe("Ragh's Call: move the Saar's ground forces on Starpoint to New Albion");
  r = invasionPass(answer(r, 0, use.command));
  expect(planetUnits(r.state, 'newalbion', 1)!.counts).toEqual({ infantry: 2 });
  // No ground combat: the invader takes Starpoint with both infantry.
  expect(eventsOf(r, 'combat-started')).toEqual([]);
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.owner).toBe(0);
  expect(r.state.players[0]!.promissoryNotes).not.toContain('ragh@1');
  expect(r.state.players[1]!.promissoryNotes).toContain('ragh@1');
});

test("Ragh's Call (Saar) 69.2 only onto a planet the Saar control, and not by the Saar; refusals change nothing", () => {
  const r = raghCommit();
  const copy = structuredClone(r.state);
  const bad = apply(
    r.state,
    0,
    { type: 'use-ability', ability: 'raghs-call', targets: { from: 'starpoint', to: 'starpoint' } },
    { at: 0 },
  );
  expect(bad.ok ? null : bad.error.rule).toBe('1.9');
  expect(r.state).toEqual(copy);
  // Held by the Saar themselves (seat 1): the committing player has nothing to play and is not asked for it.
  const saarHeld = raghCommit(1);
  expect(options(saarHeld.state, 0).some((o) => o.label.startsWith("Ragh's Call"))).toBe(false);
});
