// The Naaz-Rokha Alliance — LRR 22 component actions, 73 relic fragments (unknown ones stand in for any type), 70
// purge, 20.3a gaining command tokens, 35 exploring, 18 combat rolls. Fabrication, ACTION: purge 2 fragments of one
// type for a relic, or any 1 fragment for a command token. Black Market Forgery (their note), ACTION: its holder
// purges 2 fragments of one type for a relic, then the note goes back. Pre-Fab Arcologies: after they explore a
// planet, it is readied. Supercharge: as a combat round starts, exhaust it for +1 on their units' combat rolls that
// round. Distant Suns is in engine/factions/naaz.effects.ts (the extra exploration card).
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { addRollModifier } from '../combat/dice';
import { tokenReinforcements } from '../economy/command-tokens';
import { purgeExplorationCards } from '../exploration/deck';
import { gainCommandTokens } from '../exploration/command-tokens';
import { fightsIn } from '../action-cards/morale-boost';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit, type FlowCtx } from '../kernel/context';
import { gainRelic } from '../relics/gain';
import { FRAGMENT_KINDS, fragmentType } from '../relics/holding';
import { playableCopies, returnNote } from '../transactions/notes';
import { planetLabel } from '../tactical/labels';
import { str } from './deploy';

const pairSchema = z.object({ fragments: z.array(z.string()).length(2) });
const oneSchema = z.object({ fragment: z.string() });

/** 73.1: two different fragments of one type, unknown ones standing in for any type. */
function makesPair(fragments: readonly string[]): boolean {
  if (fragments.length !== 2 || fragments[0] === fragments[1]) return false;
  const types = fragments.map(fragmentType);
  if (types.some((t) => t === null)) return false;
  const known = types.filter((t) => t !== 'unknown');
  return known.length < 2 || known[0] === known[1];
}

/** Pairs the seat could purge, one per type and number of unknown fragments (typed first, unknowns to fill). */
function pairOptions(state: GameState, seat: Seat): { label: string; fragments: string[] }[] {
  // An empty relic deck gives nothing (73.2a): never offered then.
  if (state.decks.relic.draw.length === 0) return [];
  const held = state.players[seat]?.relicFragments ?? [];
  const unknown = held.filter((f) => fragmentType(f) === 'unknown');
  const out: { label: string; fragments: string[] }[] = [];
  for (const kind of FRAGMENT_KINDS) {
    const typed = held.filter((f) => fragmentType(f) === kind);
    for (let u = 0; u <= Math.min(1, unknown.length); u++)
      if (typed.length >= 2 - u)
        out.push({
          label: `purge 2 ${kind} relic fragments${u > 0 ? ' (1 unknown)' : ''} for a relic`,
          fragments: [...typed.slice(0, 2 - u), ...unknown.slice(0, u)],
        });
  }
  if (unknown.length >= 2)
    out.push({ label: 'purge 2 unknown relic fragments for a relic', fragments: unknown.slice(0, 2) });
  return out;
}

function checkPair(state: GameState, seat: Seat, targets: Targets, rule: string): Result<string[]> {
  const parsed = pairSchema.safeParse(targets);
  if (!parsed.success) return fail('input/bad-targets', 'input', 'Name the 2 relic fragments to purge.');
  const held = state.players[seat]?.relicFragments ?? [];
  if (!parsed.data.fragments.every((f) => held.includes(f)))
    return fail('ability/bad-target', rule, 'You can only purge relic fragments in your play area.');
  if (!makesPair(parsed.data.fragments))
    return fail('ability/bad-target', rule, 'Purge 2 different fragments of one type (unknown ones count as any).');
  return ok(parsed.data.fragments);
}

/** 70.1: the fragments leave the game. */
function purgeFragments(ctx: FlowCtx, seat: Seat, fragments: readonly string[]): void {
  const p = ctx.state.players[seat]!;
  p.relicFragments = p.relicFragments.filter((f) => !fragments.includes(f));
  purgeExplorationCards(ctx.state, fragments);
  emit(ctx, {
    type: 'note',
    text: `${p.name} purged ${fragments.length} relic fragment${fragments.length > 1 ? 's' : ''}.`,
  });
}

/** One fragment of each type the seat holds, to purge for a command token while reinforcements hold one. */
function singleOptions(state: GameState, seat: Seat): string[] {
  if (tokenReinforcements(state, seat) < 1) return [];
  const held = state.players[seat]?.relicFragments ?? [];
  return held.filter((f, i) => held.findIndex((g) => fragmentType(g) === fragmentType(f)) === i);
}

const FABRICATION_RULE = '73.1';

/** Fabrication, ACTION: purge 2 fragments of one type for 1 relic, or any 1 fragment for 1 command token. */
export const FABRICATION: AbilityDef = {
  id: 'fabrication',
  name: 'Fabrication',
  source: { kind: 'faction', faction: 'naaz' },
  window: 'action',
  costs: [],
  eligible: (state, seat, subject) =>
    subject.turn === seat && (pairOptions(state, seat).length > 0 || singleOptions(state, seat).length > 0),
  targetOptions: (state, seat) => [
    ...pairOptions(state, seat).map((o) => ({ label: o.label, targets: { fragments: o.fragments } })),
    ...singleOptions(state, seat).map((f) => ({
      label: `purge 1 ${fragmentType(f)} relic fragment for a command token`,
      targets: { fragment: f },
    })),
  ],
  check: (state, seat, targets) => {
    const one = oneSchema.safeParse(targets);
    if (!one.success) {
      const pair = checkPair(state, seat, targets, FABRICATION_RULE);
      return pair.ok ? ok(undefined) : pair;
    }
    if (!(state.players[seat]?.relicFragments ?? []).includes(one.data.fragment))
      return fail('ability/bad-target', FABRICATION_RULE, 'You can only purge relic fragments in your play area.');
    if (tokenReinforcements(state, seat) < 1)
      return fail('ability/bad-target', '20.3a', 'You have no command token in your reinforcements to gain.');
    return ok(undefined);
  },
  resolve: (ctx, seat, targets) => {
    const one = oneSchema.safeParse(targets);
    if (one.success) {
      purgeFragments(ctx, seat, [one.data.fragment]);
      gainCommandTokens(ctx, seat, 1);
      return;
    }
    const pair = checkPair(ctx.state, seat, targets, FABRICATION_RULE);
    if (!pair.ok) return;
    purgeFragments(ctx, seat, pair.value);
    gainRelic(ctx, seat);
  },
};

const BMF = 'bmf';

/** Black Market Forgery, ACTION: purge 2 of your fragments of one type to gain 1 relic; the note goes back. */
export const BLACK_MARKET_FORGERY: AbilityDef = {
  id: 'black-market-forgery',
  name: 'Black Market Forgery',
  source: { kind: 'promissory-note', note: BMF },
  window: 'action',
  costs: [],
  eligible: (state, seat, subject) => subject.turn === seat && playableCopies(state, seat, BMF).length > 0,
  targetOptions: (state, seat) =>
    playableCopies(state, seat, BMF).length === 0
      ? []
      : pairOptions(state, seat).map((o) => ({ label: o.label, targets: { fragments: o.fragments } })),
  check: (state, seat, targets) => {
    if (playableCopies(state, seat, BMF).length === 0)
      return fail('ability/not-held', '69.1', 'You do not hold Black Market Forgery.');
    const pair = checkPair(state, seat, targets, '69.1');
    return pair.ok ? ok(undefined) : pair;
  },
  resolve: (ctx, seat, targets) => {
    const ref = playableCopies(ctx.state, seat, BMF)[0];
    const pair = checkPair(ctx.state, seat, targets, '69.1');
    if (!ref || !pair.ok) return;
    purgeFragments(ctx, seat, pair.value);
    gainRelic(ctx, seat);
    returnNote(ctx, seat, ref);
  },
};

/** The planet the seat just explored, if they control it and its card is exhausted. */
function exhaustedExplored(state: GameState, seat: Seat, subject: Subject): { system: string; planet: string } | null {
  const system = str(subject.system);
  const planet = str(subject.planet);
  if (subject.seat !== seat || system === null || planet === null) return null;
  const pl = state.board.systems[system]?.planets[planet];
  return pl?.owner === seat && pl.exhausted ? { system, planet } : null;
}

/** Pre-Fab Arcologies — after you explore a planet: ready it. */
export const PRE_FAB_ARCOLOGIES: AbilityDef = {
  id: 'pfa',
  name: 'Pre-Fab Arcologies',
  source: { kind: 'technology', technology: 'pfa' },
  window: 'after-exploring',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => exhaustedExplored(state, seat, subject) !== null,
  targetOptions: (state, seat, subject) => {
    const at = exhaustedExplored(state, seat, subject);
    return at ? [{ label: `ready ${planetLabel(at.planet)}`, targets: {} }] : [];
  },
  check: (state, seat, _targets, subject) =>
    exhaustedExplored(state, seat, subject)
      ? ok(undefined)
      : fail(
          'ability/not-now',
          '35',
          'Pre-Fab Arcologies readies an exhausted planet you control that you just explored.',
        ),
  resolve: (ctx, seat, _targets, subject) => {
    const at = exhaustedExplored(ctx.state, seat, subject);
    if (!at) return;
    ctx.state.board.systems[at.system]!.planets[at.planet]!.exhausted = false;
    emit(ctx, { type: 'planets-readied', seat, planets: [at.planet] });
  },
};

/** Supercharge — as a space or ground combat round starts: exhaust for +1 on your units' combat rolls this round. */
function supercharge(id: string, window: 'start-of-combat-round' | 'start-of-ground-combat-round'): AbilityDef {
  return {
    id,
    name: 'Supercharge',
    source: { kind: 'technology', technology: 'sc' },
    window,
    costs: [{ kind: 'exhaust-source' }],
    eligible: (_state, seat, subject) => fightsIn(subject, seat),
    targetOptions: () => [{ label: '+1 to your combat rolls this round', targets: {} }],
    check: (_state, seat, _targets, subject) =>
      fightsIn(subject, seat)
        ? ok(undefined)
        : fail('ability/not-now', '18', 'Supercharge is used in your own combat.'),
    // Dropped when the round ends (the combat's next round ends the 'round' scope).
    resolve: (ctx, seat) =>
      addRollModifier(ctx.state, { seat, roll: 'combat', amount: 1, scope: 'round', source: 'supercharge' }),
  };
}

export const SUPERCHARGE = supercharge('sc', 'start-of-combat-round');
export const SUPERCHARGE_GROUND = supercharge('sc-ground', 'start-of-ground-combat-round');

export const NAAZ = defineContent({
  abilities: [FABRICATION, BLACK_MARKET_FORGERY, PRE_FAB_ARCOLOGIES, SUPERCHARGE, SUPERCHARGE_GROUND],
});
