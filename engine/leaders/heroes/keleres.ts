// The Council Keleres heroes (LRR 51.10–51.12; the one on the sheet follows The Tribuni, engine/factions/keleres.ts):
// Harka Leeds (Mentak home) reveals action cards until 3 with component actions (2, 3.2 component actions) and
// keeps them; Kuuasi Aun Jalatai (Argent home) brings the flagship and up to 2 cruisers or destroyers into a space
// combat (78) in a system holding one of the Keleres planets. Odlynn Myrr (Xxcha home): keleres-odlynn.ts.
import { z } from 'zod';
import { fail, ok, type Result } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { actionCardOfCopy, type ActionCardCopyId } from '../../data/action-cards';
import { AFTER_ACTION_CARDS_DRAWN, ask } from '../../effects';
import type { AbilityDef, Subject, Targets } from '../../kernel/abilities';
import { defineContent } from '../../kernel/content';
import { emit } from '../../kernel/context';
import { pushStepCall } from '../../kernel/steps';
import { currentCombat } from '../../combat/combat-record';
import { describeUnits, systemLabel } from '../../tactical/labels';
import { placeUnits } from '../../units/destroy';
import { checkReinforcements, inReinforcements } from '../../units/reinforcements';

// ---- Harka Leeds ------------------------------------------------------------------------------------------------

/** How many component-action cards Harka Leeds looks for. */
const WANTED = 3;

/** A card whose text opens with ACTION: it is played as a component action (3.2). */
const hasComponentAction = (copy: string): boolean =>
  actionCardOfCopy(copy as ActionCardCopyId).windows.includes('action');

/**
 * Harka Leeds — ACTION: reveal action cards from the deck until 3 with component actions show; draw those, shuffle
 * the others back into the deck; then purge. An empty deck takes the discard pile once (like any draw); if both run
 * out, the Keleres draw the ones found.
 */
export const KELERES_HERO_HARKA: AbilityDef = {
  id: 'keleresheroharka',
  name: 'Harka Leeds',
  source: { kind: 'leader', leader: 'keleresheroharka', role: 'hero' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: () => true,
  targetOptions: () => [{ label: 'reveal action cards until 3 with component actions; draw those', targets: {} }],
  check: () => ok(undefined),
  resolve: (ctx, seat) => {
    const deck = ctx.state.decks.action;
    const found: string[] = [];
    const others: string[] = [];
    while (found.length < WANTED) {
      if (deck.draw.length === 0) {
        if (deck.discard.length === 0) break;
        deck.draw = ctx.rng.shuffle(deck.discard.splice(0));
      }
      const copy = deck.draw.shift()!;
      (hasComponentAction(copy) ? found : others).push(copy);
    }
    deck.draw = ctx.rng.shuffle([...deck.draw, ...others]);
    const player = ctx.state.players[seat]!;
    player.actionCards.push(...found);
    const name = (c: string) => actionCardOfCopy(c as ActionCardCopyId).name;
    emit(ctx, {
      type: 'note',
      text: `Harka Leeds: ${player.name} revealed ${[...found, ...others].map(name).join(', ') || 'no cards'} and drew ${found.map(name).join(', ') || 'nothing'}.`,
    });
    // The cards revealed are public: by card id (not copy), as everyone saw them.
    const revealed = [...found, ...others].map((c) => actionCardOfCopy(c as ActionCardCopyId).id);
    emit(ctx, { type: 'cards-drawn', seat, deck: 'action', count: found.length, revealed });
    if (found.length > 0)
      for (const call of ask(AFTER_ACTION_CARDS_DRAWN, { state: ctx.state, seat, count: found.length }))
        pushStepCall(ctx.state, call);
  },
};

// ---- Kuuasi Aun Jalatai -----------------------------------------------------------------------------------------

const kuuasiSchema = z.object({
  flagship: z.number().int().min(0).max(1),
  cruiser: z.number().int().min(0).max(2),
  destroyer: z.number().int().min(0).max(2),
});
type KuuasiPick = z.infer<typeof kuuasiSchema>;

/** The space combat under way in a system holding a planet the seat controls, with the seat fighting in it. */
function kuuasiCombat(state: GameState, seat: Seat, subject: Subject) {
  const c = currentCombat(state);
  if (!c || c.combat !== 'space' || subject.round !== c.round) return undefined;
  if (c.attacker !== seat && c.defender !== seat) return undefined;
  const planets = Object.values(state.board.systems[c.system]?.planets ?? {});
  return planets.some((p) => p.owner === seat) ? c : undefined;
}

const placementsOf = (system: string, pick: KuuasiPick) =>
  (['flagship', 'cruiser', 'destroyer'] as const).map((type) => ({ area: { system }, type, count: pick[type] }));

/** Every placement the reinforcements allow: the flagship if it is there, and up to 2 cruisers or destroyers. */
function kuuasiPicks(state: GameState, seat: Seat): KuuasiPick[] {
  const flagship = Math.min(1, inReinforcements(state, seat, 'flagship'));
  const out: KuuasiPick[] = [];
  for (let cruiser = Math.min(2, inReinforcements(state, seat, 'cruiser')); cruiser >= 0; cruiser--)
    for (let destroyer = Math.min(2 - cruiser, inReinforcements(state, seat, 'destroyer')); destroyer >= 0; destroyer--)
      if (flagship + cruiser + destroyer > 0) out.push({ flagship, cruiser, destroyer });
  return out;
}

function checkKuuasi(state: GameState, seat: Seat, targets: Targets, subject: Subject): Result<KuuasiPick> {
  const t = kuuasiSchema.safeParse(targets);
  if (!t.success) return fail('input/bad-targets', 'input', 'Name the flagship, cruisers and destroyers to place.');
  const c = kuuasiCombat(state, seat, subject);
  if (!c)
    return fail(
      'ability/not-now',
      '51.10',
      'Kuuasi Aun Jalatai answers the start of a round of your space combat in a system with a planet you control.',
    );
  const offered = kuuasiPicks(state, seat).some(
    (p) => p.flagship === t.data.flagship && p.cruiser === t.data.cruiser && p.destroyer === t.data.destroyer,
  );
  if (!offered)
    return fail(
      'ability/bad-target',
      '51.10',
      'Place your flagship if it is in your reinforcements, and at most 2 cruisers and destroyers in all.',
    );
  const fits = checkReinforcements(state, seat, placementsOf(c.system, t.data));
  return fits.ok ? ok(t.data) : fits;
}

/**
 * Kuuasi Aun Jalatai — at the start of a space combat round in a system with a planet you control: place your
 * flagship and up to 2 cruisers and/or destroyers from your reinforcements there; then purge. The Keleres must be
 * fighting in that combat (only two players take part in a combat, 78).
 */
export const KELERES_HERO_KUUASI: AbilityDef = {
  id: 'keleresherokuuasi',
  name: 'Kuuasi Aun Jalatai',
  source: { kind: 'leader', leader: 'keleresherokuuasi', role: 'hero' },
  window: 'start-of-combat-round',
  costs: [{ kind: 'purge-source' }],
  eligible: (state, seat, subject) => kuuasiCombat(state, seat, subject) !== undefined,
  targetOptions: (state, seat, subject) => {
    const c = kuuasiCombat(state, seat, subject);
    if (!c) return [];
    return kuuasiPicks(state, seat).map((pick) => ({
      label: `place ${describeUnits(pick)} in ${systemLabel(state, c.system)}`,
      targets: { ...pick },
    }));
  },
  check: (state, seat, targets, subject) => {
    const r = checkKuuasi(state, seat, targets, subject);
    return r.ok ? ok(undefined) : r;
  },
  resolve: (ctx, seat, targets, subject) => {
    const c = kuuasiCombat(ctx.state, seat, subject);
    const pick = kuuasiSchema.parse(targets);
    if (!c) return;
    for (const p of placementsOf(c.system, pick)) placeUnits(ctx, p.area, seat, p.type, p.count, 'keleresherokuuasi');
  },
};

export const KELERES_HERO_LEADERS = defineContent({ abilities: [KELERES_HERO_HARKA, KELERES_HERO_KUUASI] });
