import { expect, test } from 'vitest';
import { put } from '../testing/combat-scenario';
import { checkInvariants } from '../testing/invariants';
import { optionLabels } from '../testing/scenario';
import { line, withPlanets, withRelics } from '../testing/relic-scenario';
import { edit, key, play, refuse, tacticalGame, unitsIn } from '../testing/tactical-scenario';

const action = (system: string, planet: string) =>
  ({ type: 'component-action', ability: 'stellar-converter', targets: { system, planet } }) as const;

/**
 * Seat 0 holds the Stellar Converter and has a dreadnought (Bombardment) in the empty system 0,0; next to it, seat 1
 * controls Starpoint (Mining World attached, 2 infantry) and New Albion in 1,0; Mecatol Rex lies at 2,0.
 */
const game = (dreadnought = true) =>
  edit(
    withPlanets(withRelics(tacticalGame({ tiles: line('47', '27', '18') }), 0, ['stellar-converter']), 1, [
      'starpoint',
      'newalbion',
    ]),
    (d) => {
      d.decks.relic.draw = d.decks.relic.draw.filter((r) => r !== 'stellar-converter');
      d.decks.hazardous.draw = d.decks.hazardous.draw.filter((c) => c !== 'mining-world#1');
      d.board.systems[key(1)]!.planets.starpoint!.attachments = ['miningworld'];
      put(d, 1, { infantry: 2 }, { system: key(1), planet: 'starpoint' });
      put(d, 0, dreadnought ? { dreadnought: 1 } : { cruiser: 1 }, { system: key(0) });
    },
  );

// 12.2a (an attached card keeps its exhausted or readied state) is not shown by behaviour: no card the game attaches
// (exploration attachments, Nanoforge, Terraform) is ever exhausted or readied.
test('70.1, 12.2b Stellar Converter: Action — next to its holder’s Bombardment unit (6.2), a planet’s units, attachments and card are purged with the relic', () => {
  const s0 = game();
  expect(optionLabels(s0, 0).filter((l) => l.startsWith('Stellar Converter'))).toEqual([
    'Stellar Converter: purge it to destroy New Albion',
    'Stellar Converter: purge it to destroy Starpoint',
  ]);
  const s = play(s0, 0, action(key(1), 'starpoint'));
  expect(Object.keys(s.board.systems[key(1)]!.planets)).toEqual(['newalbion']);
  expect(s.board.systems[key(1)]!.tokens).toContain('worlddestroyed');
  expect(unitsIn(s, key(1), 1, 'starpoint')).toEqual({});
  expect(s.players[0]!.relics).toEqual([]);
  expect(s.decks.relic.discard).toEqual(['stellar-converter']);
  expect(s.exploration?.purged).toEqual(['mining-world#1']);
  expect(checkInvariants(s).filter((p) => /relic|exploration|unit/.test(p))).toEqual([]);
});

test('73 Stellar Converter: Mecatol Rex, its holder’s own planet, or no Bombardment unit adjacent is refused and nothing changes', () => {
  const s0 = game();
  expect(refuse(s0, 0, action(key(2), 'mr'))).toMatchObject({ code: 'ability/bad-target', rule: '6.2' });
  const own = withPlanets(s0, 0, ['newalbion']);
  expect(refuse(own, 0, action(key(1), 'newalbion'))).toMatchObject({ code: 'ability/bad-target' });
  const cruiser = game(false);
  expect(refuse(cruiser, 0, action(key(1), 'starpoint'))).toMatchObject({ code: 'ability/bad-target' });
  expect(cruiser.players[0]!.relics).toEqual(['stellar-converter']);
  expect(Object.keys(cruiser.board.systems[key(1)]!.planets)).toEqual(['newalbion', 'starpoint']);
});
