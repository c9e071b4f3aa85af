// LRR 1.18: each ability resolves once for each occurrence of its timing event. The engine counts a use against a
// limit only where the ability declares one (engine/abilities/play.ts), so an ability that neither declares a limit
// nor spends its own source (exhausting or purging it) could be used again and again in one window. Peace Accords
// and Scanlink Drone Network once could. This test keeps every such ability on a reviewed list, with the reason it
// cannot repeat in one occurrence; a new ability must declare a limit or join the list with its reason.
import { expect, test } from 'vitest';
import { allAbilities } from './catalog';

/** Abilities free of both a declared limit and a spent source, and why each still resolves once per occurrence. */
const BOUNDED_OTHERWISE: Readonly<Record<string, string>> = {
  psychoarchaeology: 'each use exhausts one of the planets it names, so it repeats only over different planets',
  'nomad-mech': 'each use damages an undamaged mech, so it repeats only over different mechs',
  quash: 'it discards the agenda whose reveal opened the window; the next reveal is a new occurrence',
  'exotrireme-ii': 'the flagship destroys itself to use it',
  'mahact-starlancer': "it ends the active player's turn",
  empyreancommander: 'it returns the command token whose presence allows it',
  'minister-of-peace': 'its law is discarded when used',
  'minister-of-war': 'its law is discarded when used',
};

/** Whether an ability's use spends what allows it: its source exhausted or purged, or a card that leaves the hand. */
const spendsSource = (a: ReturnType<typeof allAbilities>[number]): boolean =>
  a.source.kind === 'action-card' ||
  a.source.kind === 'promissory-note' ||
  a.costs.some((c) => c.kind === 'exhaust-source' || c.kind === 'purge-source');

test('1.18 every ability resolves once per occurrence of its timing event: a declared limit, a spent source, or a reviewed reason', () => {
  const unbounded = allAbilities()
    // 1.5, 22: a component action is an action of its own, a new occurrence each time.
    .filter((a) => a.window !== 'action' && !a.limit && !spendsSource(a))
    .map((a) => a.id)
    .sort();
  expect(unbounded).toEqual(Object.keys(BOUNDED_OTHERWISE).sort());
});
