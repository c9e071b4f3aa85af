import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { optionLabels } from '../testing/scenario';
import {
  edit,
  key,
  line,
  move,
  placeUnits,
  play,
  refuse,
  tacticalGame,
  topDecision,
  unitsIn,
  withCommandToken,
} from '../testing/tactical-scenario';
import { systemLabel } from '../tactical/labels';

const ZEU = (player: number) => ({ type: 'component-action', ability: 'naaluagent', targets: { player } }) as const;

/** Seat 0 (Naalu, Z'eu ready) takes its turn; the Hacan (seat 1) have a destroyer in key(0); Arretze's home is key(3). */
function naaluTurn(): GameState {
  let s = tacticalGame({ tiles: line('19', '20', '47', '16'), factions: ['naalu', 'hacan', 'letnev'] });
  s = placeUnits(s, key(0), 1, { destroyer: 1 });
  return edit(s, (d) => {
    d.players[0]!.leaders.agent = 'unlocked';
  });
}

test("51.4 Naalu agent Z'eu: another player performs a tactical action without placing a command token", () => {
  let s = naaluTurn();
  const tactic = s.players[1]!.pools.tactic;
  expect(optionLabels(s, 0)).toContain(
    "Z'eu: Player 2 takes a free tactical action (no command token; home systems excluded)",
  );
  s = play(s, 0, ZEU(1));
  expect(s.players[0]!.leaders.agent).toBe('exhausted');
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'leaders/zeu-activate', waitingOn: [1] });
  // Home systems are not offered (the Hacan home is key 3).
  const offered = optionLabels(s, 1);
  expect(offered).toContain(`Z'eu: activate ${systemLabel(s, key(1))} without placing a command token`);
  expect(offered).not.toContain(`Z'eu: activate ${systemLabel(s, key(3))} without placing a command token`);
  s = play(s, 1, { type: 'choose', option: key(1) });
  // The system counts as activated: the Hacan are the active player and move into it.
  expect(s.activeSeat).toBe(1);
  expect(s.tactical?.system).toBe(key(1));
  expect(s.board.systems[key(1)]!.commandTokens).toEqual([]);
  expect(topDecision(s)).toMatchObject({ waitingOn: [1] });
  const moved = move(s, [{ from: key(0), ships: { destroyer: 1 } }], 1).state;
  expect(unitsIn(moved, key(1), 1)).toEqual({ destroyer: 1 });
  expect(moved.players[1]!.pools.tactic).toBe(tactic);
  // Once it is over, the Naalu's turn ends and the next player's (the Hacan's) turn begins.
  expect(moved.tactical).toBeNull();
  expect(topDecision(moved)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
  expect(moved.players[0]!.leaders.agent).toBe('exhausted');
});

test("5.2 Naalu agent Z'eu: not a system holding the chosen player's command token, nor a home system; refusals change nothing", () => {
  let s = withCommandToken(naaluTurn(), key(1), 1);
  s = play(s, 0, ZEU(1));
  expect(options(s, 1).some((o) => o.command.type === 'choose' && o.command.option === key(1))).toBe(false);
  const before = structuredClone(s);
  expect(refuse(s, 1, { type: 'choose', option: key(1) })).toMatchObject({ rule: '5.2' });
  expect(refuse(s, 1, { type: 'choose', option: key(3) })).toMatchObject({ rule: '5.2' });
  expect(s).toEqual(before);
  // Declined: nothing is activated and the Naalu's turn ends.
  const declined = play(s, 1, { type: 'choose', option: 'decline' });
  expect(declined.tactical).toBeNull();
  expect(declined.players[1]!.pools.tactic).toBe(s.players[1]!.pools.tactic);
});

test("51.4 Naalu agent Z'eu: the Naalu may choose themselves; exhausted, it is refused", () => {
  let s = play(placeUnits(naaluTurn(), key(1), 0, { cruiser: 1 }), 0, ZEU(0));
  s = play(s, 0, { type: 'choose', option: key(2) });
  expect(topDecision(s)).toMatchObject({ waitingOn: [0] });
  expect(s.activeSeat).toBe(0);
  expect(s.tactical?.system).toBe(key(2));
  expect(s.board.systems[key(2)]!.commandTokens).toEqual([]);
  const tired = edit(naaluTurn(), (d) => {
    d.players[0]!.leaders.agent = 'exhausted';
  });
  const before = structuredClone(tired);
  expect(refuse(tired, 0, ZEU(1)).code).toMatch(/^ability\//);
  expect(tired).toEqual(before);
});
