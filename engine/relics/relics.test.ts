import { expect, test } from 'vitest';
import { advance } from '../flow/apply';
import { gainControl } from '../invasion/control';
import { flowCtx } from '../kernel/context';
import { drawSecretObjective } from '../objectives/scoring';
import { replenishCommodities } from '../phases/cards/common';
import { victoryPoints } from '../phases/victory';
import { edit, optionLabels, play, refuse, runStep, topDecision } from '../testing/scenario';
import { line, tacticalGame, withFragments, withPlanets, withRelicDeck, withRelics } from '../testing/relic-scenario';

const CULTURAL = ['cultural-relic-fragment#1', 'cultural-relic-fragment#2', 'cultural-relic-fragment#3'];
const purgeFragments = {
  type: 'component-action',
  ability: 'relic-fragments',
  targets: { kind: 'cultural', fragments: CULTURAL },
} as const;
const action = (ability: string, targets: Record<string, unknown> = {}) =>
  ({ type: 'component-action', ability, targets }) as const;

/** Seat 0 (Hacan, home system 16) gains the top relic of `deck` by purging three cultural fragments. */
const gainFrom = (deck: string[], base = tacticalGame()) =>
  play(withRelicDeck(withFragments(base, 0, CULTURAL), deck), 0, purgeFragments);

/** Seat `seat` gains control of the planet in the system at `key`, as an invasion would. */
const takePlanet = (state: ReturnType<typeof tacticalGame>, seat: number, key: string, planet: string) =>
  edit(state, (d) => {
    const ctx = flowCtx(d, { at: 0 });
    gainControl(ctx, seat, key, planet);
    advance(ctx);
  });

// ---- Shard of the Throne ----------------------------------------------------------------------------------------

test('73.2 Shard of the Throne: gaining it gives its holder 1 victory point', () => {
  const s = gainFrom(['shard-of-the-throne']);
  expect(s.players[0]!.relics).toEqual(['shard-of-the-throne']);
  expect(victoryPoints(s.players[0]!)).toBe(1);
});

test("73 Shard of the Throne: a player who takes a planet in the holder's home system takes the card and its point", () => {
  const base = withPlanets(withRelics(tacticalGame({ tiles: line('16', '66') }), 0, ['shard-of-the-throne']), 0, [
    'arretze',
    'hopesend',
  ]);
  const s = takePlanet(base, 1, '0,0', 'arretze');
  expect(s.players[0]!.relics).toEqual([]);
  expect(s.players[1]!.relics).toEqual(['shard-of-the-throne']);
  expect([victoryPoints(s.players[0]!), victoryPoints(s.players[1]!)]).toEqual([0, 1]);
  // A legendary planet the holder controls passes the card on too.
  const legendary = takePlanet(base, 2, '1,0', 'hopesend');
  expect(legendary.players[2]!.relics).toEqual(['shard-of-the-throne']);
});

test('73 Shard of the Throne stays with its holder when another takes one of their ordinary planets', () => {
  const base = withPlanets(withRelics(tacticalGame({ tiles: line('19') }), 0, ['shard-of-the-throne']), 0, ['wellon']);
  const s = takePlanet(base, 1, '0,0', 'wellon');
  expect(s.players[0]!.relics).toEqual(['shard-of-the-throne']);
  expect(victoryPoints(s.players[0]!)).toBe(1);
  expect(s.players[1]!.relics).toEqual([]);
});

// ---- The Obsidian ---------------------------------------------------------------------------------------------------

test('73 The Obsidian: gaining it draws 1 secret objective', () => {
  const before = tacticalGame();
  const s = gainFrom(['the-obsidian'], before);
  expect(s.players[0]!.secretObjectives).toHaveLength(before.players[0]!.secretObjectives.length + 1);
  expect(s.decks.secret.draw).toHaveLength(before.decks.secret.draw.length - 1);
});

test('61 The Obsidian: its holder keeps a fourth secret objective; a fifth must go back', () => {
  const three = edit(tacticalGame(), (d) => {
    for (const id of d.decks.secret.draw.splice(0, 3 - d.players[0]!.secretObjectives.length))
      d.players[0]!.secretObjectives.push({ id, scored: false });
  });
  const draw = (s: typeof three) =>
    edit(s, (d) => {
      drawSecretObjective(flowCtx(d, { at: 0 }), 0);
    });
  const four = draw(withRelics(three, 0, ['the-obsidian']));
  expect(four.players[0]!.secretObjectives).toHaveLength(4);
  expect(topDecision(four)?.kind).toBe('action-turn');
  // Without the card, a fourth goes back; with it, a fifth does.
  expect(topDecision(draw(three))).toMatchObject({ kind: 'choice', choice: 'objectives/return-secret' });
  expect(topDecision(draw(four))).toMatchObject({ kind: 'choice', choice: 'objectives/return-secret' });
});

// ---- Dynamis Core ---------------------------------------------------------------------------------------------------

test('21 Dynamis Core: while held, its holder replenishes commodities to 2 more than the faction sheet', () => {
  const replenish = (st: ReturnType<typeof tacticalGame>) =>
    edit(st, (d) => {
      d.players[0]!.commodities = 0;
      replenishCommodities(flowCtx(d, { at: 0 }), 0);
    }).players[0]!.commodities;
  expect(replenish(withRelics(tacticalGame(), 0, ['dynamis-core']))).toBe(8);
  expect(replenish(tacticalGame())).toBe(6);
});

test('70 Dynamis Core: Action — purge it for trade goods equal to the printed commodity value plus 2', () => {
  const s0 = withRelics(tacticalGame(), 0, ['dynamis-core']);
  const s = play(s0, 0, action('dynamis-core'));
  expect(s.players[0]!.tradeGoods).toBe(s0.players[0]!.tradeGoods + 8); // Hacan: 6 + 2
  expect(s.players[0]!.relics).toEqual([]);
  expect(s.decks.relic.discard).toEqual(['dynamis-core']);
  // 70.2: purged, it cannot be used again.
  const again = edit(s, (d) => {
    d.stack = s0.stack; // seat 0's turn again, to try the purged card
  });
  expect(refuse(again, 0, action('dynamis-core'))).toMatchObject({ code: 'ability/not-held' });
});

// ---- The Codex ------------------------------------------------------------------------------------------------------

test('73 The Codex: Action — purge it to take up to 3 action cards of your choice from the discard pile', () => {
  const s0 = edit(withRelics(tacticalGame(), 0, ['the-codex']), (d) => {
    for (const c of ['sabotage#1', 'summit#1', 'insubordination#1']) {
      d.decks.action.draw.splice(d.decks.action.draw.indexOf(c), 1);
      d.decks.action.discard.push(c);
    }
  });
  let s = play(s0, 0, action('the-codex'));
  expect(s.players[0]!.relics).toEqual([]);
  expect(optionLabels(s, 0)).toEqual(['Take Sabotage', 'Take Summit', 'Take Insubordination', 'Take no more cards']);
  s = play(s, 0, { type: 'choose', option: 'summit#1' });
  s = play(s, 0, { type: 'choose', option: 'sabotage#1' });
  s = play(s, 0, { type: 'choose', option: 'stop' });
  expect(s.players[0]!.actionCards).toEqual(['summit#1', 'sabotage#1']);
  expect(s.decks.action.discard).toEqual(['insubordination#1']);
  // Now holding action cards, seat 0 is asked after its action (Master Plan's window) and passes.
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-action', waitingOn: [0] });
  s = play(s, 0, { type: 'pass-window' });
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
});

test('70.2 The Codex once purged cannot be used again; with an empty discard pile it is not offered', () => {
  const s0 = withRelics(tacticalGame(), 0, ['the-codex']);
  expect(optionLabels(s0, 0).some((l) => l.startsWith('The Codex'))).toBe(false);
  const gone = edit(s0, (d) => {
    d.players[0]!.relics = [];
  });
  expect(refuse(gone, 0, action('the-codex'))).toMatchObject({ code: 'ability/not-held', rule: '1.3' });
});

// ---- Maw of Worlds --------------------------------------------------------------------------------------------------

const agendaStart = (s: ReturnType<typeof tacticalGame>) =>
  runStep(s, 'window/open', { window: 'start-of-agenda-phase' });

test('73 Maw of Worlds: at the start of the agenda phase, purge it and exhaust every planet to gain any technology', () => {
  const s0 = agendaStart(
    withPlanets(withRelics(tacticalGame({ tiles: line('16') }), 0, ['maw-of-worlds']), 0, ['arretze', 'hercant']),
  );
  expect(topDecision(s0)).toMatchObject({ kind: 'window', window: 'start-of-agenda-phase', waitingOn: [0] });
  const s = play(s0, 0, { type: 'use-ability', ability: 'maw-of-worlds', targets: { technology: 'lwd' } });
  expect(s.players[0]!.technologies).toContain('lwd');
  expect(s.players[0]!.relics).toEqual([]);
  expect(s.board.systems['0,0']!.planets.arretze!.exhausted).toBe(true);
  expect(s.board.systems['0,0']!.planets.hercant!.exhausted).toBe(true);
});

test("90.11 Maw of Worlds cannot gain another faction's technology: refused, nothing changes", () => {
  const s0 = agendaStart(withRelics(tacticalGame(), 0, ['maw-of-worlds']));
  const err = refuse(s0, 0, { type: 'use-ability', ability: 'maw-of-worlds', targets: { technology: 'scc' } });
  expect(err).toMatchObject({ code: 'ability/bad-target', rule: '90.11' });
  expect(s0.players[0]!.relics).toEqual(['maw-of-worlds']);
});

test('70.3 The Codex is purged even when its holder takes no card (the ability resolved only in part)', () => {
  const s0 = edit(withRelics(tacticalGame(), 0, ['the-codex']), (d) => {
    d.decks.action.draw.splice(d.decks.action.draw.indexOf('summit#1'), 1);
    d.decks.action.discard.push('summit#1');
  });
  const s = play(play(s0, 0, action('the-codex')), 0, { type: 'choose', option: 'stop' });
  expect(s.players[0]!.relics).toEqual([]);
  expect(s.players[0]!.actionCards).toEqual([]);
  expect(s.decks.relic.discard).toContain('the-codex');
  expect(s.decks.action.discard).toEqual(['summit#1']);
});
