// Seize Artifact (LRR 2 action cards, 73.1 relic fragments, 60 neighbours): ACTION — choose a neighbour who has
// at least 1 relic fragment; they give you 1 of their fragments, the one you choose (fragments lie faceup).
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { fragmentType } from '../relics/holding';
import { neighboursInPlay } from '../tactical/adjacency-in-play';

const targetsSchema = z.object({ player: z.number().int().min(0), fragment: z.string() });

/** One offer per neighbour and type of fragment they hold (fragments of one type are alike). */
function seizeOptions(
  state: GameState,
  seat: Seat,
): { label: string; targets: { player: number; fragment: string } }[] {
  const out: { label: string; targets: { player: number; fragment: string } }[] = [];
  for (const p of state.players) {
    if (p.seat === seat || p.eliminated || p.relicFragments.length === 0 || !neighboursInPlay(state, seat, p.seat))
      continue;
    const seen = new Set<string>();
    for (const f of p.relicFragments) {
      const type = fragmentType(f) ?? f;
      if (seen.has(type)) continue;
      seen.add(type);
      out.push({
        label: `take ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type} fragment from ${p.name}`,
        targets: { player: p.seat, fragment: f },
      });
    }
  }
  return out;
}

export const SEIZE_ARTIFACT: AbilityDef = {
  id: 'seize-artifact',
  name: 'Seize Artifact',
  source: { kind: 'action-card', card: 'seize-artifact' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: seizeOptions,
  check: (state, seat, targets) => {
    const parsed = targetsSchema.safeParse(targets);
    if (!parsed.success) return fail('input/bad-targets', 'input', 'Choose a neighbour and one of their fragments.');
    const target = state.players[parsed.data.player];
    if (!target || target.seat === seat || target.eliminated)
      return fail('ability/bad-target', '2.6a', 'Choose another player.');
    if (!neighboursInPlay(state, seat, target.seat))
      return fail('ability/bad-target', '60', `${target.name} is not your neighbour.`);
    if (!target.relicFragments.includes(parsed.data.fragment))
      return fail('ability/bad-target', '2.6a', `${target.name} has no such relic fragment.`);
    return ok(undefined);
  },
  resolve: (ctx, seat, targets) => {
    const { player, fragment } = targetsSchema.parse(targets);
    const giver = ctx.state.players[player];
    // 1.9: the fragment may have changed hands since the card was played.
    if (!giver || !giver.relicFragments.includes(fragment)) return;
    giver.relicFragments.splice(giver.relicFragments.indexOf(fragment), 1);
    ctx.state.players[seat]!.relicFragments.push(fragment);
    emit(ctx, {
      type: 'note',
      text: `${ctx.state.players[seat]!.name} took a relic fragment (${fragmentType(fragment) ?? fragment}) from ${giver.name}.`,
    });
  },
};

export const SEIZE_ARTIFACT_CARD = defineContent({ abilities: [SEIZE_ARTIFACT] });
