import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import { options } from '../flow/options';
import { checkInvariants } from '../testing/invariants';
import { playEvents } from '../testing/scenario';
import { unitsIn } from '../testing/tactical-scenario';
import { view } from '../view';
import { acceptCommand, edit, key, openTo, play, refuse, tradeGame } from './testkit';

/**
 * The Hacan (seat 0, active) control Wellon (key 0: 1 mech, 2 infantry, 1 PDS, the mech damaged) and Thibah (key 2,
 * empty); the Sol (seat 1) are their neighbour.
 */
function hacanGame() {
  return edit(tradeGame(['hacan', 'sol', 'letnev']), (d) => {
    const wellon = d.board.systems[key(0)]!.planets.wellon!;
    wellon.owner = 0;
    wellon.exhausted = false;
    wellon.units['0'] = { counts: { mech: 1, infantry: 2, pds: 1 }, damaged: { mech: 1 } };
    d.board.systems[key(2)]!.planets.thibah!.owner = 0;
  });
}

type Trade = { planet: string; moveTo: string };
const offerPlanets = (to: number, planets: Trade[], asks: Record<string, unknown> = {}): Command => ({
  type: 'propose-transaction',
  to,
  gives: { planets },
  asks,
});

test("94.3 Pride of Kenara: the Hacan trade the card of their mech's planet; their units there move to a planet they keep", () => {
  const s = play(hacanGame(), 0, offerPlanets(1, [{ planet: 'wellon', moveTo: 'thibah' }], { tradeGoods: 2 }));
  // 94.4a: nothing moves before the Sol accept.
  expect(s.board.systems[key(0)]!.planets.wellon!.owner).toBe(0);
  const { state: done, events } = playEvents(s, 1, acceptCommand(s, 1));
  const wellon = done.board.systems[key(0)]!.planets.wellon!;
  // 25.1: the Sol take the card exhausted; the Hacan's units (the damaged mech still damaged) are on Thibah.
  expect([wellon.owner, wellon.exhausted]).toEqual([1, true]);
  expect(wellon.units['0']).toBeUndefined();
  expect(done.board.systems[key(2)]!.planets.thibah!.units['0']).toEqual({
    counts: { mech: 1, infantry: 2, pds: 1 },
    damaged: { mech: 1 },
  });
  expect(done.players[0]!.tradeGoods).toBe(5);
  expect(events).toContainEqual({ type: 'planet-control-gained', seat: 1, planet: 'wellon', from: 0 });
  expect(checkInvariants(done)).toEqual([]);
});

test('94.3 Pride of Kenara: the other player may ask for the planet card; the Hacan accept', () => {
  const asked: Command = {
    type: 'propose-transaction',
    to: 0,
    gives: { tradeGoods: 3 },
    asks: { planets: [{ planet: 'wellon', moveTo: 'thibah' }] },
  };
  const s = play(hacanGame(), 1, asked);
  const done = play(s, 0, acceptCommand(s, 0));
  expect(done.board.systems[key(0)]!.planets.wellon!.owner).toBe(1);
  expect(unitsIn(done, key(2), 0, 'thibah')).toEqual({ mech: 1, infantry: 2, pds: 1 });
  expect(done.players[0]!.tradeGoods).toBe(6);
});

test('94.3 planet cards are not tradable otherwise: no mech there, another faction, Articles of War — refusals change nothing', () => {
  const s = hacanGame();
  expect(refuse(s, 0, offerPlanets(1, [{ planet: 'thibah', moveTo: 'wellon' }]))).toMatchObject({
    code: 'transactions/planet-not-tradable',
    rule: '94.3',
  });
  // The Sol with a mech on their own planet have no such ability.
  const sol = edit(s, (d) => {
    const vefut = d.board.systems[key(1)]!.planets.vefutii!;
    vefut.owner = 1;
    vefut.units['1'] = { counts: { mech: 1 }, damaged: {} };
  });
  expect(refuse(sol, 1, offerPlanets(0, [{ planet: 'vefutii', moveTo: 'vefutii' }]))).toMatchObject({
    code: 'transactions/planet-not-tradable',
  });
  const law = edit(s, (d) => {
    d.laws.push({ id: 'articles-of-war', electedTarget: null });
  });
  expect(refuse(law, 0, offerPlanets(1, [{ planet: 'wellon', moveTo: 'thibah' }]))).toMatchObject({
    code: 'transactions/planet-not-tradable',
  });
});

test('94.3 the units must move to another planet the Hacan control; 79.3 / 63.3 structure limits hold there', () => {
  const s = hacanGame();
  expect(refuse(s, 0, offerPlanets(1, [{ planet: 'wellon', moveTo: 'vefutii' }]))).toMatchObject({
    code: 'transactions/bad-destination',
    rule: '94.3',
  });
  expect(refuse(s, 0, offerPlanets(1, [{ planet: 'wellon', moveTo: 'wellon' }]))).toMatchObject({
    code: 'transactions/bad-destination',
  });
  const full = edit(s, (d) => {
    d.board.systems[key(2)]!.planets.thibah!.units['0'] = { counts: { pds: 2 }, damaged: {} };
  });
  expect(refuse(full, 0, offerPlanets(1, [{ planet: 'wellon', moveTo: 'thibah' }]))).toMatchObject({
    code: 'units/structure-limit',
    rule: '63.3',
  });
});

test('94.4a acceptance checks the planet again: once the mech has left, the Sol cannot accept and nothing moves', () => {
  const s = play(hacanGame(), 0, offerPlanets(1, [{ planet: 'wellon', moveTo: 'thibah' }]));
  const moved = edit(s, (d) => {
    d.board.systems[key(0)]!.planets.wellon!.units['0'] = { counts: { infantry: 2, pds: 1 }, damaged: {} };
    d.board.systems[key(2)]!.planets.thibah!.units['0'] = { counts: { mech: 1 }, damaged: {} };
  });
  expect(refuse(moved, 1, { type: 'answer-transaction', proposal: openTo(moved, 1), accept: true })).toMatchObject({
    code: 'transactions/planet-not-tradable',
    rule: '94.3',
  });
});

test('94.3 options offer the planet card ready-made; 69.6 a third player sees that a proposal is open, not what it offers', () => {
  const labels = options(hacanGame(), 0).map((o) => o.label);
  // Thibah (key 2) makes seat 2 a neighbour too (60.1): both are offered the card.
  expect(labels.filter((l) => l.includes('Wellon card'))).toEqual([
    'Offer Player 2 the Wellon card (units there move to Thibah)',
    'Offer Player 3 the Wellon card (units there move to Thibah)',
  ]);
  const s = play(hacanGame(), 0, offerPlanets(1, [{ planet: 'wellon', moveTo: 'thibah' }]));
  expect(options(s, 1).map((o) => o.label)).toContain(
    'Accept: Player 1 gives the Wellon card (units there move to Thibah) for nothing',
  );
  expect(view(s, 2).transactions?.proposals[0]).toMatchObject({ gives: null, asks: null });
});
