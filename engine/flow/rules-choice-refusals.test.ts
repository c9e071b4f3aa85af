// Rule coverage of refusals (issue 17): a pick outside a choice's offered options is refused citing the LRR rule that
// decides the options, not as malformed input. Malformed payloads (unparseable targets, unknown seats) stay 'input'.
import { expect, test } from 'vitest';
import { activate, key, line, placeUnits, play, refuse, tacticalGame, topDecision } from '../testing/tactical-scenario';
import { choiceDefs } from './choices';

/**
 * Choices that still name no rule, in the areas other helpers were building at the time of the audit (exploration,
 * relics, leaders, faction sheets): a refused pick there comes back as 'input/not-an-option'. Shrink this list; a new
 * choice outside it must name its rule.
 */
const NO_RULE_YET = new Set([
  'exploration/deck',
  'exploration/gain-token',
  'exploration/card',
  'combat/alastor',
  'combat/hacan-flagship',
  'hacan/quantum-datahub',
  'relics/codex-take',
  'relics/jr-xs455-o',
  'relics/prophets-tears-draw',
  'leaders/naaz-agent-explore',
  'leaders/mentak-note',
  'leaders/naalu-hero-note',
]);

test('16.3a a pick outside the offered removals is refused citing 16.3 and changes nothing', () => {
  const row = tacticalGame({ tiles: line('19', '47', '20', '48') });
  const s = activate(placeUnits(row, key(1), 0, { carrier: 1, fighter: 2, infantry: 2 }), key(2));
  const after = play(s, 0, { type: 'move-ships', moves: [{ from: key(1), ships: { carrier: 1 } }] });
  expect(topDecision(after)).toMatchObject({ kind: 'choice', choice: 'capacity/remove', waitingOn: [0] });
  const before = structuredClone(after);
  // A mech is not among the excess units in the space area: only fighters and infantry are offered.
  expect(refuse(after, 0, { type: 'choose', option: 'mech' })).toMatchObject({
    code: 'flow/not-an-option',
    rule: '16.3',
  });
  expect(after).toEqual(before);
});

test('refusals: every choice a player answers names the LRR rule that decides its options (outside the listed leftovers)', () => {
  const unnamed = choiceDefs()
    .filter((d) => d.rule === undefined)
    .map((d) => d.name)
    .filter((n) => !NO_RULE_YET.has(n));
  expect(unnamed).toEqual([]);
  // A rule is an LRR number ('16.3', '77.5a') or a topic ('45'), never 'input'.
  for (const d of choiceDefs()) if (d.rule !== undefined) expect(d.rule, d.name).toMatch(/^\d+(\.\d+[a-z]?)?$/);
});
