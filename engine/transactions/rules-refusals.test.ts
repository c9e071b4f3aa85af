// Every refusal of a transaction command cites its rule (issue 17): offers that name what cannot be exchanged, or
// name it twice, and answers to proposals that do not exist. None of them changes anything.
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import { apply } from '../flow/apply';
import { tradeGame } from './testkit';

const refusal = (cmd: unknown, seat = 0) => {
  const s = tradeGame();
  const before = structuredClone(s);
  const r = apply(s, seat, cmd as Command, { at: 0 });
  expect(s).toEqual(before);
  return r.ok ? null : { code: r.error.code, rule: r.error.rule };
};

test('94.3 only trade goods, commodities, promissory notes and relic fragments can be offered', () => {
  expect(refusal({ type: 'propose-transaction', to: 1, gives: {}, asks: { technologies: ['nm'] } })).toEqual({
    code: 'transactions/not-tradable',
    rule: '94.3',
  });
  expect(refusal({ type: 'propose-transaction', to: 1, gives: { promissoryNote: 'nosuchnote@0' }, asks: {} })).toEqual({
    code: 'transactions/unknown-note',
    rule: '94.3',
  });
});

test('94.2 a relic fragment is named once in an offer', () => {
  const cmd = { type: 'propose-transaction', to: 1, gives: { relicFragments: ['a#1', 'a#1'] }, asks: {} };
  expect(refusal(cmd)).toEqual({ code: 'transactions/duplicate-fragment', rule: '94.2' });
});

test('94.1 a transaction is made with another player', () => {
  expect(refusal({ type: 'propose-transaction', to: 0, gives: { tradeGoods: 1 }, asks: {} })).toEqual({
    code: 'transactions/not-another-player',
    rule: '94.1',
  });
});

test('94.4a only a proposal that was made can be accepted', () => {
  expect(refusal({ type: 'answer-transaction', proposal: 99, accept: true }, 1)).toEqual({
    code: 'transactions/no-proposal',
    rule: '94.4a',
  });
});
