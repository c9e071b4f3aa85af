import { expect, test } from 'vitest';
import { options } from '../flow/options';
import type { GameState } from '../core/state';
import { eventsOf, put, runFrom } from '../testing/combat-scenario';
import { edit, play, tacticalGame, withTechnologies, refuse, topDecision, key } from '../testing/tactical-scenario';

/** Seat 0 has a cruiser in an empty system holding a frontier token, and the frontier deck holds 1 card. */
function frontierGame(technologies: readonly string[], ships = true): GameState {
  const s = tacticalGame({ tiles: { [key(0)]: '47', [key(1)]: '27' } });
  return edit(withTechnologies(s, 0, technologies), (d) => {
    d.board.systems[key(0)]!.frontier = true;
    d.decks.frontier = { draw: ['unknown-relic-fragment#2'], discard: [] };
    d.tactical = { system: key(0), movedFrom: [], notes: {} };
    d.activeSeat = 0;
    d.stack = [];
    if (ships) put(d, 0, { cruiser: 1 }, { system: key(0) });
  });
}

test('35.4 Dark Energy Tap: after a tactical action in a frontier system where its owner has a ship, the token is explored', () => {
  const r = runFrom(frontierGame(['det']), 'tactical/end');
  expect(eventsOf(r, 'explored')).toEqual([
    { type: 'explored', seat: 0, system: key(0), planet: null, deck: 'frontier', card: 'unknown-relic-fragment#2' },
  ]);
  expect(r.state.players[0]!.relicFragments).toEqual(['unknown-relic-fragment#2']);
  expect(r.state.board.systems[key(0)]!.frontier).toBe(false);
  expect(r.state.tactical).toBeNull();
});

test('35.4 Dark Energy Tap: without the technology, or without a ship left there, the frontier token stays', () => {
  for (const s of [frontierGame([]), frontierGame(['det'], false)]) {
    const r = runFrom(s, 'tactical/end');
    expect(eventsOf(r, 'explored')).toEqual([]);
    expect(r.state.board.systems[key(0)]!.frontier).toBe(true);
    expect(r.state.decks.frontier.draw).toEqual(['unknown-relic-fragment#2']);
  }
});

/** Seat 0 has infantry on Starpoint (hazardous) in '1,0' and activates it owning Scanlink Drone Network. */
function scanlinkGame(technologies: readonly string[]): GameState {
  const s = edit(
    withTechnologies(tacticalGame({ tiles: { [key(0)]: '47', [key(1)]: '27' } }), 0, technologies),
    (d) => {
      put(d, 0, { infantry: 1 }, { system: key(1), planet: 'starpoint' });
      d.board.systems[key(1)]!.planets.starpoint!.owner = 0;
      d.decks.hazardous = { draw: ['mining-world#1', 'mining-world#2'], discard: [] };
    },
  );
  return play(s, 0, { type: 'tactical-action', system: key(1) });
}

test('35.3 Scanlink Drone Network: on activating a system its owner explores a planet there holding their units', () => {
  const s = scanlinkGame(['sdn']);
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-system-activated' });
  expect(options(s, 0).map((o) => o.label)).toContain('Scanlink Drone Network: explore Starpoint');
  const used = play(s, 0, { type: 'use-ability', ability: 'scanlink-drone-network', targets: { planet: 'starpoint' } });
  expect(used.board.systems[key(1)]!.planets.starpoint!.attachments).toEqual(['miningworld']);
  expect(used.decks.hazardous.draw).toEqual(['mining-world#2']);
});

test('1.18 Scanlink Drone Network explores once per activation: a second exploration of the same system is refused', () => {
  const used = play(scanlinkGame(['sdn']), 0, {
    type: 'use-ability',
    ability: 'scanlink-drone-network',
    targets: { planet: 'starpoint' },
  });
  expect(options(used, 0).map((o) => o.label)).not.toContain('Scanlink Drone Network: explore Starpoint');
  const again = { type: 'use-ability', ability: 'scanlink-drone-network', targets: { planet: 'starpoint' } } as const;
  expect(refuse(used, 0, again)).toMatchObject({ code: 'ability/limit', rule: '1.18' });
  expect(used.decks.hazardous.draw).toEqual(['mining-world#2']);
});

test('35.3 Scanlink Drone Network: a planet without its owner units is refused, and nothing is explored', () => {
  const s = scanlinkGame(['sdn']);
  expect(
    refuse(s, 0, { type: 'use-ability', ability: 'scanlink-drone-network', targets: { planet: 'newalbion' } }),
  ).toMatchObject({ code: 'ability/bad-target', rule: '35.2b' });
  // Without the technology the window offers nothing of it.
  const without = scanlinkGame([]);
  expect(
    options(without, 0)
      .map((o) => o.label)
      .join(),
  ).not.toContain('Scanlink');
});
