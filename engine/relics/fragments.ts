// LRR 73.1 relic fragments, 70 purge: as a component action, a player purges three fragments of one type (unknown
// fragments stand in for any type) to gain a relic (73.2). Fragments lie faceup in the play area (public).
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { purgeExplorationCards } from '../exploration/deck';
import { gainRelic } from './gain';
import { FRAGMENT_KINDS, fragmentsMakeSet, fragmentType, type FragmentKind } from './holding';

const targetsSchema = z.object({ kind: z.enum(FRAGMENT_KINDS), fragments: z.array(z.string()).length(3) });

/** One offer per kind and number of unknown fragments used: typed fragments first, unknowns only to fill. */
function purgeOptions(state: GameState, seat: Seat): { label: string; targets: Targets }[] {
  const held = state.players[seat]?.relicFragments ?? [];
  // An empty relic deck gives nothing (73.2a): purging then is allowed but never offered.
  if (state.decks.relic.draw.length === 0) return [];
  const unknown = held.filter((f) => fragmentType(f) === 'unknown');
  const out: { label: string; targets: Targets }[] = [];
  for (const kind of FRAGMENT_KINDS) {
    const typed = held.filter((f) => fragmentType(f) === kind);
    for (let u = 0; u <= Math.min(3, unknown.length); u++) {
      if (typed.length < 3 - u) continue;
      const fragments = [...typed.slice(0, 3 - u), ...unknown.slice(0, u)];
      const label = `purge 3 ${kind} fragments for a relic${u > 0 ? ` (${u} unknown)` : ''}`;
      out.push({ label, targets: { kind, fragments } });
    }
  }
  return out;
}

export const PURGE_FRAGMENTS: AbilityDef = {
  id: 'relic-fragments',
  name: 'Relic fragments',
  source: { kind: 'relic-fragments' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: purgeOptions,
  check: (state, seat, targets) => {
    const parsed = targetsSchema.safeParse(targets);
    if (!parsed.success)
      return fail('ability/bad-target', '73.1', 'Name a fragment type and three of your fragments to purge.');
    const held = state.players[seat]!.relicFragments;
    const { kind, fragments } = parsed.data;
    if (!fragments.every((f) => held.includes(f)))
      return fail('ability/bad-target', '73.1', 'You can only purge relic fragments in your play area.');
    if (!fragmentsMakeSet(fragments, kind as FragmentKind))
      return fail('ability/bad-target', '73.1', `Purge three different ${kind} fragments (unknown ones count as any).`);
    return ok(undefined);
  },
  resolve: (ctx, seat, targets) => {
    const { kind, fragments } = targetsSchema.parse(targets);
    const p = ctx.state.players[seat]!;
    // 70.1: purged fragments leave the game.
    p.relicFragments = p.relicFragments.filter((f) => !fragments.includes(f));
    purgeExplorationCards(ctx.state, fragments);
    emit(ctx, { type: 'note', text: `${p.name} purged 3 ${kind} relic fragments.` });
    gainRelic(ctx, seat);
  },
};

export const RELIC_FRAGMENTS = defineContent({ abilities: [PURGE_FRAGMENTS] });
