import { expect, test } from 'vitest';
import { placeRelic } from './holding';
import { edit, proposal, refuse, tradeGame } from '../transactions/testkit';

test('73.4 a relic cannot be traded: offering one in a transaction is refused and nothing changes', () => {
  const s = edit(tradeGame(), (d) => {
    placeRelic(d, 0, 'the-codex');
  });
  expect(refuse(s, 0, proposal(1, { relicFragments: ['the-codex'] }))).toMatchObject({
    code: 'transactions/relic',
    rule: '73.4',
  });
  expect(s.players[0]!.relics).toEqual(['the-codex']);
  expect(s.players[1]!.relics).toEqual([]);
});
