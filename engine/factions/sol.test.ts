// The Federation of Sol, whole sheet: Orbital Drop, Versatile, ZS Thunderbolt M2 (mech) and Military Support (their
// technologies, Spec Ops II and Advanced Carrier II, and their flagship are tested with the unit sheets; their leaders
// in engine/leaders).
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { tokensGainedInStatus } from '../phases/status';
import { edit, newGame, pickStrategyCards, play, refuse, topDecision } from '../testing/scenario';
import { withNote } from '../transactions/testkit';
import { key, line, passWindows, tacticalGame, unitsIn } from '../testing/tactical-scenario';

/** The Sol (seat 0, to act) control Wellon (key(0)); seat 1 the Hacan. */
const solGame = (): GameState =>
  edit(tacticalGame({ tiles: line('19', '47'), factions: ['sol', 'hacan', 'jolnar'] }), (d) => {
    d.board.systems[key(0)]!.planets.wellon!.owner = 0;
  });

test('Orbital Drop (Sol) 22 1 strategy token puts 2 infantry from reinforcements onto a planet they control', () => {
  const s = solGame();
  const drop = options(s, 0).find((o) => o.label.startsWith('Orbital Drop'))!;
  expect(drop.command).toEqual({ type: 'component-action', ability: 'orbital-drop', targets: { planet: 'wellon' } });
  const after = play(s, 0, drop.command);
  expect(unitsIn(after, key(0), 0, 'wellon')).toEqual({ infantry: 2 });
  expect(after.players[0]!.pools.strategy).toBe(s.players[0]!.pools.strategy - 1);
});

test('Orbital Drop (Sol) 1.11 not onto a planet they do not control, nor without a strategy token', () => {
  const s = edit(solGame(), (d) => {
    d.board.systems[key(0)]!.planets.wellon!.owner = 1;
  });
  const before = structuredClone(s);
  expect(
    refuse(s, 0, { type: 'component-action', ability: 'orbital-drop', targets: { planet: 'wellon' } }),
  ).toMatchObject({ rule: '1.9' });
  expect(s).toEqual(before);
  const broke = edit(solGame(), (d) => {
    d.players[0]!.pools.strategy = 0;
  });
  expect(
    refuse(broke, 0, { type: 'component-action', ability: 'orbital-drop', targets: { planet: 'wellon' } }),
  ).toMatchObject({ rule: '1.11' });
  // The Hacan have no Orbital Drop.
  expect(options(s, 1).some((o) => o.label.startsWith('Orbital Drop'))).toBe(false);
});

test('Versatile (Sol) 81.5 the Sol gain 3 command tokens in the status phase, others 2', () => {
  const s = solGame();
  expect(tokensGainedInStatus(s, 0)).toBe(3);
  expect(tokensGainedInStatus(s, 1)).toBe(2);
  // With Hyper Metabolism, one more again.
  const hm = edit(s, (d) => {
    d.players[0]!.technologies.push('hm');
  });
  expect(tokensGainedInStatus(hm, 0)).toBe(4);
});

// ---- ZS Thunderbolt M2 (Sol mech) --------------------------------------------------------------------------------

const drop = { type: 'component-action', ability: 'orbital-drop', targets: { planet: 'wellon' } } as const;

test('ZS Thunderbolt M2 (Sol mech) 30 after Orbital Drop, 3 resources place 1 mech on that planet', () => {
  const s = edit(solGame(), (d) => {
    d.players[0]!.tradeGoods = 3;
  });
  const dropped = play(s, 0, drop);
  expect(topDecision(dropped)).toMatchObject({ kind: 'choice', choice: 'sol/thunderbolt-deploy', waitingOn: [0] });
  const labels = options(dropped, 0).map((o) => o.label);
  expect(labels).toEqual([
    'ZS Thunderbolt M2: place 1 mech on Wellon, paying with Wellon, 2 trade goods',
    'ZS Thunderbolt M2: place 1 mech on Wellon, paying with 3 trade goods',
    'ZS Thunderbolt M2: deploy no mech',
  ]);
  const deployed = play(dropped, 0, { type: 'choose', option: 'pay:1' });
  expect(unitsIn(deployed, key(0), 0, 'wellon')).toEqual({ infantry: 2, mech: 1 });
  expect(deployed.players[0]!.tradeGoods).toBe(0);
});

test('ZS Thunderbolt M2 (Sol mech) 30.1a not offered without 3 resources; declining places no mech', () => {
  // Wellon (1 resource) and 1 trade good make 2.
  const poor = edit(solGame(), (d) => {
    d.players[0]!.tradeGoods = 1;
  });
  const dropped = play(poor, 0, drop);
  expect(topDecision(dropped)).not.toMatchObject({ choice: 'sol/thunderbolt-deploy' });
  expect(unitsIn(dropped, key(0), 0, 'wellon')).toEqual({ infantry: 2 });
  const rich = play(
    edit(solGame(), (d) => {
      d.players[0]!.tradeGoods = 5;
    }),
    0,
    drop,
  );
  const before = structuredClone(rich);
  expect(refuse(rich, 0, { type: 'choose', option: 'pay:9' })).toMatchObject({ code: 'flow/not-an-option' });
  expect(rich).toEqual(before);
  const declined = play(rich, 0, { type: 'choose', option: 'decline' });
  expect(unitsIn(declined, key(0), 0, 'wellon')).toEqual({ infantry: 2 });
  expect(declined.players[0]!.tradeGoods).toBe(5);
});

// ---- Military Support (Sol promissory note) ----------------------------------------------------------------------

const CARDS = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];

/** The Hacan (seat 1) hold the Sol's Military Support; the Sol (seat 0) take the first turn. */
function supportGame(holder = 1): GameState {
  return pickStrategyCards(withNote(newGame({ players: 3 }), 'ms@0', 0, holder), CARDS);
}

test('Military Support (Sol) 69 at the start of the Sol turn: 1 Sol strategy token gone, 2 infantry placed, note back', () => {
  const s = supportGame();
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'start-of-turn', subject: { seat: 0 } });
  expect(options(s, 1).map((o) => o.label)).toContain(
    'Military Support: take 1 strategy token from the Sol; place 2 infantry on Hercant',
  );
  const strategy = s.players[0]!.pools.strategy;
  const home = Object.keys(s.board.systems).find((k) => s.board.systems[k]!.planets.hercant)!;
  const infantry = s.board.systems[home]!.planets.hercant!.units['1']?.counts.infantry ?? 0;
  const used = passWindows(
    play(s, 1, { type: 'use-ability', ability: 'military-support', targets: { planet: 'hercant' } }),
  );
  expect(used.players[0]!.pools.strategy).toBe(strategy - 1);
  expect(used.board.systems[home]!.planets.hercant!.units['1']!.counts.infantry).toBe(infantry + 2);
  expect(used.players[1]!.promissoryNotes).not.toContain('ms@0');
  expect(used.players[0]!.promissoryNotes).toContain('ms@0');
});

test('Military Support (Sol) 69.2 not at another player’s turn, not onto a planet the holder does not control', () => {
  const s = supportGame();
  expect(refuse(s, 1, { type: 'use-ability', ability: 'military-support', targets: { planet: 'jord' } })).toMatchObject(
    { rule: '1.9' },
  );
  // Held by the Letnev (seat 2) while nobody's start of turn is the Sol's: the window is not opened for them.
  const noSol = pickStrategyCards(
    withNote(newGame({ players: 3, factions: ['hacan', 'sol', 'letnev'] }), 'ms@1', 1, 2),
    CARDS,
  );
  expect(topDecision(noSol)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
});
