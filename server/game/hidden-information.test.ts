// The hidden-information standard, proved by re-dealing (server/testing/indistinguishable.ts): along bot games of
// 3 to 8 players seating all 25 factions, states are dealt again wherever one seat cannot see, and everything the
// server would send that seat must come out the same — before the next command of the game and after it.
import { expect, test } from 'vitest';
import { createGame } from '@/engine/index';
import type { GameState } from '@/engine/index';
import { playRandomGame } from '@/engine/testing/bot';
import { heroGame, scoreThree } from '@/engine/leaders/heroes/hero-kit';
import { edit } from '@/engine/testing/scenario';
import { compareRedealt, type NextCommand } from '@/server/testing/indistinguishable';

const COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange', 'pink'] as const;

/** Every faction once across the 3- to 7-player tables, and an 8-player table; some play agendas from round one. */
const TABLES = [
  { factions: ['arborec', 'ghost', 'hacan'], layout: '3p', custodiansRemoved: true },
  { factions: ['jolnar', 'l1z1x', 'letnev', 'mentak'], layout: '4p', custodiansRemoved: false },
  { factions: ['muaat', 'naalu', 'nekro', 'saar', 'sardakk'], layout: '5p', custodiansRemoved: true },
  { factions: ['sol', 'winnu', 'xxcha', 'yin', 'yssaril', 'argent'], layout: '6p', custodiansRemoved: false },
  {
    factions: ['cabal', 'empyrean', 'mahact', 'nomad', 'naaz', 'titans', 'keleres'],
    layout: '7p',
    custodiansRemoved: true,
  },
  {
    factions: ['sol', 'hacan', 'letnev', 'jolnar', 'xxcha', 'naalu', 'arborec', 'yssaril'],
    layout: '8p',
    custodiansRemoved: true,
  },
] as const;

const STEPS = 240;
const EVERY = 6;

interface Sample {
  readonly state: GameState;
  readonly next: NextCommand;
}

function samples(table: (typeof TABLES)[number], i: number): Sample[] {
  const created = createGame({
    seed: `hidden-${i}`,
    victoryPoints: 10,
    layout: table.layout,
    custodiansRemoved: table.custodiansRemoved,
    seats: table.factions.map((faction, s) => ({ name: `Bot ${s}`, faction, color: COLORS[s]! })),
  });
  if (!created.ok) throw new Error(created.error.message);
  const out: Sample[] = [];
  let before = created.value.state;
  let step = 0;
  playRandomGame(before, {
    seed: `hidden-moves-${i}`,
    maxSteps: STEPS,
    onStep: (state, played) => {
      if (step++ % EVERY === 0)
        out.push({ state: before, next: { seat: played.seat, command: played.command, at: step * 1000 } });
      before = state;
    },
  });
  return out;
}

test('2.2, 61.10, 69.2 no seat can tell a game from one dealt again where it cannot see, before or after the next command', () => {
  const problems: string[] = [];
  let states = 0;
  let nextCompared = 0;
  let alternatives = 0;
  const seen = new Set<string>();
  TABLES.forEach((table, i) => {
    for (const [k, { state, next }] of samples(table, i).entries()) {
      const viewers = [null, ...state.players.map((p) => p.seat)];
      const viewer = viewers[k % viewers.length]!;
      const found = compareRedealt(state, viewer, `${i}-${k}`, next);
      states += 1;
      if (found.nextCompared) nextCompared += 1;
      alternatives += found.alternatives;
      const top = state.stack.at(-1);
      seen.add(`${state.phase}/${top?.frame === 'decision' ? top.kind : 'none'}`);
      for (const p of found.problems)
        if (problems.length < 20) problems.push(`${table.layout} round ${state.round} ${state.phase}: ${p}`);
    }
  });
  expect(problems).toEqual([]);
  expect(states).toBeGreaterThanOrEqual(200);
  // The samples reach every phase and the decisions with private answers, and most next commands compare.
  expect(nextCompared).toBeGreaterThanOrEqual(states * 0.8);
  expect(alternatives).toBeGreaterThan(0);
  for (const reached of [
    'setup/choose-secret-objective',
    'strategy/window',
    'action/window',
    'action/move-ships',
    'status/score-objectives',
    'agenda/vote',
  ])
    expect(seen).toContain(reached);
});

test('51.12 Harka Leeds reveals action cards to everyone on the way: the re-dealt game reveals the same ones', () => {
  // Seat 0 (Keleres) uses Harka Leeds; the deck's first component-action cards lie behind several others, and the
  // other seats hold component-action cards too. What seat 1 sees must not depend on where its unseen cards lie,
  // except for what everyone was shown: the revealed cards.
  const state = edit(scoreThree(heroGame('keleres', ['xxcha', 'argent'])), (d) => {
    d.players[0]!.actionCards = [];
    d.players[1]!.actionCards = ['plague#2', 'sabotage#3'];
    d.players[2]!.actionCards = ['uprising#2', 'unstable-planet#2', 'spy#1'];
    d.decks.action.draw = [
      'sabotage#1',
      'sabotage#2',
      'shields-holding#1',
      'plague#1',
      'direct-hit#1',
      'unstable-planet#1',
      'uprising#1',
      'frontline-deployment#1',
    ];
    d.decks.action.discard = [];
  });
  const next = {
    seat: 0,
    command: { type: 'component-action', ability: 'keleresheroharka', targets: {} },
    at: 1,
  } as const;
  for (const seed of ['a', 'b', 'c', 'd']) expect(compareRedealt(state, 1, seed, next).problems).toEqual([]);
});
