// Every refusal a player's command can reach cites the LRR rule that decides it (issue 17): a retreat to a system
// that is not eligible is refused under 78.7c, and the refusal changes nothing.
import { expect, test } from 'vitest';
import { apply } from '../flow/apply';
import { AROUND, answer, combatGame, decisionOf, loaded, put, runFrom } from '../testing/combat-scenario';

test('78.7c a retreat to a system that is not eligible is refused citing the rule, and changes nothing', () => {
  // Seat 0 has units in AROUND[0] and AROUND[2]; AROUND[1] holds nothing of theirs.
  const s = put(put(combatGame(), 0, { dreadnought: 1 }), 1, { cruiser: 1 });
  put(s, 0, { infantry: 1 }, { system: AROUND[0] });
  put(s, 0, { infantry: 1 }, { system: AROUND[2] });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  let r = runFrom(s, 'tactical/space-combat');
  r = answer(r, 0, { type: 'choose', option: 'retreat' });
  r = answer(r, 0, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: {} });
  expect(decisionOf(r.state)).toMatchObject({ choice: 'combat/retreat-to' });
  const before = structuredClone(r.state);
  for (const where of [AROUND[1]!, '9,9']) {
    const refused = apply(r.state, 0, { type: 'choose', option: where }, { at: 0 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'flow/not-an-option', rule: '78.7c' } });
  }
  expect(r.state).toEqual(before);
});

test('78.4 an answer to the retreat announcement other than retreat or stay is refused citing 78.4', () => {
  const s = put(put(combatGame(), 0, { dreadnought: 1 }), 1, { cruiser: 1 });
  put(s, 0, { infantry: 1 }, { system: AROUND[0] });
  const r = runFrom(s, 'tactical/space-combat');
  expect(decisionOf(r.state)).toMatchObject({ choice: 'combat/announce-retreat' });
  const refused = apply(r.state, 0, { type: 'choose', option: 'flee' }, { at: 0 });
  expect(refused).toMatchObject({ ok: false, error: { rule: '78.4' } });
});
