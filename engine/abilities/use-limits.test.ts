// LRR 1.18: each ability resolves once for each occurrence of its timing event. engine/abilities/play.ts counts
// every use of an ability that answers a timing event against its window, unless the ability declares a limit of its
// own or says why it may repeat. What that default cannot bound — abilities of windows that are no event, and those
// marked repeatable — must spend their source or be on the reviewed list below with the reason they cannot run away.
import { expect, test } from 'vitest';
import { allAbilities } from './catalog';
import { oncePerOccurrence } from './play';

/** Abilities neither limited (declared or by default) nor spending their source, and what bounds each of them. */
const BOUNDED_OTHERWISE: Readonly<Record<string, string>> = {
  psychoarchaeology: 'each use exhausts one of the planets it names, so it repeats only over different planets',
  'nomad-mech': 'each use damages an undamaged mech, so it repeats only over different mechs',
  'exotrireme-ii': 'each use destroys the dreadnought whose ability it is, so it repeats only over different ones',
};

type Def = ReturnType<typeof allAbilities>[number];

/** Whether an ability's use spends what allows it: its source exhausted or purged, or a card that leaves the hand. */
const spendsSource = (a: Def): boolean =>
  a.source.kind === 'action-card' ||
  a.source.kind === 'promissory-note' ||
  a.costs.some((c) => c.kind === 'exhaust-source' || c.kind === 'purge-source');

test('1.18 every ability resolves once per occurrence of its timing event: a limit, a spent source, or a reviewed reason', () => {
  const unbounded = allAbilities()
    .filter((a) => a.window !== 'action' && !a.limit && !oncePerOccurrence(a) && !spendsSource(a))
    .map((a) => a.id)
    .sort();
  expect(unbounded).toEqual(Object.keys(BOUNDED_OTHERWISE).sort());
});
