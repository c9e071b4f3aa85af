// The Council Keleres sheet (Codex III): The Tribuni (1.25, Complete Setup step 5); Artemiris and Omniopiares are
// in engine/tactical and engine/invasion tests.
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { leaderSlots } from '../kernel/leader-sheet';
import { homeSystemKey } from '../objectives/board-queries';
import { createGame } from '../setup/create-game';
import { edit, newGame, play, refuse, runStep, topDecision } from '../testing/scenario';
import { heroGame } from '../leaders/heroes/hero-kit';
import { putLaw } from '../agenda/testkit';
import { lawsBlank } from '../agenda/laws';
import { ask, FLEET_POOL_LIMIT } from '../effects';
import { START_OF_TURN } from '../phases/action';

const planetIsExhausted = (s: GameState, planet: string): boolean =>
  Object.values(s.board.systems).some((sys) => sys.planets[planet]?.exhausted === true);

const keleresGame = (others: readonly [string, string]): GameState => {
  const r = createGame({
    seed: 'tribuni',
    victoryPoints: 10,
    layout: '3p',
    speaker: 0,
    seats: [
      { name: 'Keleres', faction: 'keleres', color: 'red' },
      { name: 'B', faction: others[0], color: 'blue' },
      { name: 'C', faction: others[1], color: 'green' },
    ],
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
};

const home = (s: GameState) => s.board.systems[homeSystemKey(s, 0)!]!;

test('1.25 The Tribuni: the Keleres choose which free home they take; the Argent home swaps the tile, units and hero', () => {
  const s = keleresGame(['mentak', 'sol']);
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'keleres/tribuni', waitingOn: [0] });
  const offered = options(s, 0).map((o) => (o.command.type === 'choose' ? o.command.option : ''));
  // The Mentak are at the table: only the Xxcha and Argent homes are free.
  expect(offered).toEqual(['xxcha', 'argent']);
  expect(options(s, 0)[1]!.label).toBe(
    'The Tribuni: take the home system of The Argent Flight (Valk and Ylir and Avar) and Kuuasi Aun Jalatai as your hero',
  );
  // Setup built the first free one.
  expect(home(s).tile).toBe('92');
  const key = homeSystemKey(s, 0)!;
  const t = play(s, 0, { type: 'choose', option: 'argent' });
  expect(homeSystemKey(t, 0)).toBe(key);
  const sys = home(t);
  expect(sys.tile).toBe('93');
  expect(Object.keys(sys.planets)).toEqual(['valkk', 'ylirk', 'avark']);
  expect(Object.values(sys.planets).map((p) => p.owner)).toEqual([0, 0, 0]);
  expect(sys.space['0']!.counts).toEqual({ carrier: 2, cruiser: 1, fighter: 2 });
  expect(sys.planets.valkk!.units['0']!.counts).toEqual({ infantry: 2, 'space-dock': 1 });
  expect(leaderSlots(t, 0)).toEqual({
    agent: 'keleresagent',
    commander: 'kelerescommander',
    hero: 'keleresherokuuasi',
  });
  // Then the Keleres choose their starting technologies.
  expect(topDecision(t)).toMatchObject({ kind: 'choice', choice: 'setup/starting-technologies', waitingOn: [0] });
});

test('1.25 The Tribuni: keeping the Xxcha home keeps tile 92 and puts Odlynn Myrr on the sheet', () => {
  const s = keleresGame(['mentak', 'sol']);
  const t = play(s, 0, { type: 'choose', option: 'xxcha' });
  expect(home(t).tile).toBe('92');
  expect(home(t).planets.archonrenk!.units['0']!.counts).toEqual({ infantry: 2, 'space-dock': 1 });
  expect(leaderSlots(t, 0)?.hero).toBe('keleresheroodlynn');
});

test('1.25 The Tribuni: the home of a faction at the table is refused and changes nothing', () => {
  const s = keleresGame(['mentak', 'sol']);
  const before = structuredClone(s);
  expect(refuse(s, 0, { type: 'choose', option: 'mentak' })).toMatchObject({ rule: '1.25' });
  expect(refuse(s, 1, { type: 'choose', option: 'argent' }).code).toMatch(/^flow\//);
  expect(s).toEqual(before);
});

test('1.25 The Tribuni: with one free home there is nothing to choose; its hero (Harka Leeds) is on the sheet', () => {
  const s = keleresGame(['xxcha', 'argent']);
  expect(topDecision(s)).not.toMatchObject({ choice: 'keleres/tribuni' });
  expect(home(s).tile).toBe('94');
  expect(leaderSlots(s, 0)?.hero).toBe('keleresheroharka');
});

/** The Keleres (seat 0), Sol and the Hacan, with no commodities or trade goods, as a strategy phase begins. */
const patronageGame = (): GameState =>
  edit(newGame({ players: 3, factions: ['keleres', 'sol', 'hacan'] }), (d) => {
    d.stack = [];
    d.phase = 'status';
    for (const p of d.players) {
      p.commodities = 0;
      p.tradeGoods = 0;
    }
  });

test('1.25 Council Patronage: as the strategy phase starts the Keleres replenish commodities, then gain 1 trade good', () => {
  const r = runStep(patronageGame(), 'strategy/begin');
  expect(r.phase).toBe('strategy');
  expect(r.players[0]!.commodities).toBe(2);
  expect(r.players[0]!.tradeGoods).toBe(1);
  // Nobody else has the ability.
  expect(r.players.slice(1).map((p) => [p.commodities, p.tradeGoods])).toEqual([
    [0, 0],
    [0, 0],
  ]);
});

test('1.25 Council Patronage: commodities already at their value stay there; only the trade good is gained', () => {
  const s = edit(patronageGame(), (d) => void (d.players[0]!.commodities = 2));
  const r = runStep(s, 'strategy/begin');
  expect([r.players[0]!.commodities, r.players[0]!.tradeGoods]).toEqual([2, 1]);
  // A Keleres player who was eliminated gains nothing.
  const gone = runStep(
    edit(patronageGame(), (d) => void (d.players[0]!.eliminated = true)),
    'strategy/begin',
  );
  expect([gone.players[0]!.commodities, gone.players[0]!.tradeGoods]).toEqual([0, 0]);
});

// ---- Law's Order ---------------------------------------------------------------------------------------------------

/** The Keleres' first action turn (seat 0) with Fleet Regulations in play, at their start-of-turn window. */
function lawsOrderGame(): GameState {
  const s = edit(heroGame('keleres'), (d) => {
    putLaw(d, 'fleet-regulations');
    d.players[0]!.tradeGoods = 0;
    // Their strategic actions count as done, so they may pass to end the turn.
    d.players[0]!.exhaustedStrategyCards = [...d.players[0]!.strategyCards];
  });
  return runStep(s, START_OF_TURN, { seat: 0 });
}

const LAWS_ORDER = (state: GameState) => {
  const o = options(state, 0).find((x) => x.label.startsWith("Law's Order"));
  if (!o) throw new Error("Law's Order is not offered");
  return o.command;
};

test("1.25 Law's Order: 1 influence as the Keleres' turn starts blanks every law until that turn ends", () => {
  const s = lawsOrderGame();
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'start-of-turn', waitingOn: [0] });
  expect(ask(FLEET_POOL_LIMIT, { state: s })).toBe(4);
  const cmd = LAWS_ORDER(s);
  let r = play(s, 0, cmd);
  if (cmd.type !== 'use-ability') throw new Error("Law's Order is an ability");
  const payment = cmd.targets?.payment as { influence: string[]; tradeGoods: number };
  expect(payment.influence.length + payment.tradeGoods).toBeGreaterThan(0);
  for (const planet of payment.influence) expect(planetIsExhausted(r, planet)).toBe(true);
  expect(lawsBlank(r)).toBe(true);
  expect(ask(FLEET_POOL_LIMIT, { state: r })).toBe(Number.POSITIVE_INFINITY);
  // The law stays in play; once the Keleres' turn ends, it counts again.
  expect(r.laws.map((l) => l.id)).toEqual(['fleet-regulations']);
  r = play(r, 0, { type: 'pass' });
  for (let d = topDecision(r); d?.kind === 'window'; d = topDecision(r))
    r = play(r, d.waitingOn[0]!, { type: 'pass-window' });
  expect(r.activeSeat).not.toBe(0);
  expect(lawsBlank(r)).toBe(false);
  expect(ask(FLEET_POOL_LIMIT, { state: r })).toBe(4);
});

test("1.25 Law's Order: with no law in play it is not offered, and using it is refused without change", () => {
  const s = lawsOrderGame();
  const cmd = LAWS_ORDER(s);
  const none = edit(heroGame('keleres'), (d) => void (d.players[0]!.tradeGoods = 0));
  const before = structuredClone(none);
  expect(options(none, 0).some((o) => o.label.startsWith("Law's Order"))).toBe(false);
  expect(refuse(none, 0, cmd).code).toMatch(/^(ability|flow)\//);
  expect(none).toEqual(before);
});
