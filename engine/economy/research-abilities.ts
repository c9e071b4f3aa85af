// LRR 90 research, as abilities used "when researching" change it: prerequisites ignored by the Jol-Nar's Analytical,
// AI Development Algorithm, the L1Z1X's Inheritance Systems and the Vuil'raith's Riftmeld (each the researcher's own
// choice, named in the research; The Prophet's Tears relic too), and the Nekro Virus's Propagation (3 command tokens instead of any research).
import { noArgs, type NoArgs } from '../kernel/steps';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { TECHNOLOGIES, type TechnologyId } from '../data/technologies';
import { TECH_COLORS, type TechColor, type UnitType } from '../data/types';
import { UNITS, isUnitId } from '../data/units';
import { defineChoice, type ChoiceOpener } from '../kernel/choices';
import { emit, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { exhaustRelic, relicExhausted } from '../relics/holding';
import { commanderActive } from '../kernel/leader-sheet';
import { memoOn } from '../kernel/query-memo';
import { unitsOnBoard } from '../units/stacks';
import { checkGainTokens, describePlacement, gainTokens, placements, tokenReinforcements } from './command-tokens';
import { checkPayment, findPayment, pay, planetsOf, resourcesCost, type Payment } from './spending';

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'research/propagation': NoArgs;
  }
}

export const RESEARCH_SKIPS = [
  'analytical',
  'aida',
  'inheritance-systems',
  'riftmeld',
  'prophets-tears',
  'brother-omar',
] as const;
export type ResearchSkip = (typeof RESEARCH_SKIPS)[number];

/** Propagation: what the Nekro Virus "researches" — 3 command tokens instead of a technology. */
export const PROPAGATION = 'propagation';
export const PROPAGATION_TOKENS = 3;
const INHERITANCE_COST = 2;

export const cannotResearch = (state: GameState, seat: Seat): boolean => state.players[seat]?.faction === 'nekro';

/** The unit type a unit upgrade technology upgrades, or null for other technologies. */
function upgradedType(tech: TechnologyId): UnitType | null {
  const unit = (TECHNOLOGIES[tech] as { unitUpgrade: string | null }).unitUpgrade;
  return unit !== null && isUnitId(unit) ? UNITS[unit].type : null;
}

const readiedTechnology = (state: GameState, seat: Seat, tech: string): boolean => {
  const p = state.players[seat];
  return !!p && p.technologies.includes(tech) && !p.exhaustedTechnologies.includes(tech);
};

/** The Prophet's Tears (73): a relic exhausted to ignore 1 prerequisite, or to draw 1 action card, when researching. */
export const PROPHETS_TEARS = 'the-prophets-tears';
export const prophetsTearsReady = (state: GameState, seat: Seat): boolean => {
  const p = state.players[seat];
  return !!p && p.relics.includes(PROPHETS_TEARS) && !relicExhausted(p, PROPHETS_TEARS);
};

/** Riftmeld: the captured unit of the upgraded type the Vuil'raith return (the first such entry on their sheet). */
const riftmeldUnit = (state: GameState, seat: Seat, type: UnitType | null) =>
  type === null ? undefined : state.players[seat]?.captured?.find((c) => c.type === type && c.count > 0);

const noOmar = (message: string) => fail('research/cannot-skip', '51.8', message);

/**
 * Brother Omar (Yin commander): researching a technology another player owns, its user may return 1 of their infantry
 * to reinforcements (chosen just after: 'yin/omar-return', engine/leaders/yin.ts) to ignore all its prerequisites.
 */
function omarMayIgnore(state: GameState, seat: Seat, tech: TechnologyId): Result<void> {
  // Asked for each technology a listing cannot research otherwise: whether the seat may use the commander at all is
  // remembered while options() looks at one stored state (kernel/query-memo.ts).
  if (!memoOn(state, `brother omar ${seat}`, (s) => commanderActive(s, seat, 'yincommander')))
    return noOmar('You cannot use Brother Omar now.');
  if (!state.players.some((p) => p.seat !== seat && !p.eliminated && p.technologies.includes(tech)))
    return noOmar('Brother Omar ignores prerequisites only of a technology another player owns.');
  return unitsOnBoard(state, seat, 'infantry') > 0
    ? ok(undefined)
    : noOmar('Brother Omar needs 1 of your infantry to return.');
}

const NAMES: Record<ResearchSkip, string> = {
  analytical: 'Analytical',
  aida: 'AI Development Algorithm',
  'inheritance-systems': 'Inheritance Systems',
  riftmeld: 'Riftmeld',
  'prophets-tears': "The Prophet's Tears",
  'brother-omar': 'Brother Omar',
};
export const skipName = (skip: ResearchSkip): string => NAMES[skip];

/**
 * What a research uses up, as a `reserved` list for a second research in the same command (the Technology card's):
 * its planets, and 'ability:<skip>' for each ability it exhausts.
 */
export const usedBy = (r: {
  specialties: readonly string[];
  skips?: readonly ResearchSkip[];
  inheritance?: Payment;
}): string[] => [
  ...r.specialties,
  ...(r.inheritance ? planetsOf(r.inheritance) : []),
  ...(r.skips ?? []).map((s) => `ability:${s}`),
];

/**
 * Whether the seat may use the ability on this technology now (its costs aside from Inheritance Systems' resources);
 * `reserved` may say it was used by an earlier research of the same command (see usedBy).
 */
// Asked for every ability and every technology whenever a research is listed: one refusal helper, not one per call.
const no = (message: string) => fail('research/cannot-skip', '90.12', message);

export function checkSkipAvailable(
  state: GameState,
  seat: Seat,
  tech: TechnologyId,
  skip: ResearchSkip,
  reserved: readonly string[] = [],
): Result<void> {
  const upgrade = upgradedType(tech);
  if (reserved.includes(`ability:${skip}`)) return no(`${skipName(skip)} is already used for the other research.`);
  switch (skip) {
    case 'analytical':
      if (state.players[seat]?.faction !== 'jolnar') return no('Only the Universities of Jol-Nar have Analytical.');
      return upgrade === null ? ok(undefined) : no('Analytical does not apply to unit upgrades.');
    case 'aida':
      if (!readiedTechnology(state, seat, 'aida'))
        return no('You need AI Development Algorithm, readied, to ignore a prerequisite.');
      return upgrade !== null
        ? ok(undefined)
        : no('AI Development Algorithm ignores prerequisites of unit upgrades only.');
    case 'inheritance-systems':
      return readiedTechnology(state, seat, 'is') ? ok(undefined) : no('You need Inheritance Systems, readied.');
    case 'riftmeld':
      if (state.players[seat]?.faction !== 'cabal') return no("Only the Vuil'raith Cabal have Riftmeld.");
      if (upgrade === null) return no('Riftmeld applies to unit upgrades only.');
      return riftmeldUnit(state, seat, upgrade) ? ok(undefined) : no(`Riftmeld needs a captured ${upgrade} to return.`);
    case 'prophets-tears':
      return prophetsTearsReady(state, seat) ? ok(undefined) : no("You need The Prophet's Tears, readied.");
    case 'brother-omar':
      return omarMayIgnore(state, seat, tech);
  }
}

/** Applies the skips to the prerequisites still missing (after specialties); refuses one that would ignore nothing. */
export function applySkips(missing: Record<TechColor, number>, skips: readonly ResearchSkip[]): Result<void> {
  if (new Set(skips).size !== skips.length)
    return fail('research/skip-twice', '90.12', 'Each ability is used once per research.');
  for (const skip of skips) {
    const left = TECH_COLORS.filter((c) => missing[c] > 0);
    if (left.length === 0)
      return fail('research/skip-not-needed', '90.12', `${skipName(skip)} would ignore no prerequisite.`);
    if (skip === 'inheritance-systems' || skip === 'riftmeld' || skip === 'brother-omar')
      for (const c of TECH_COLORS) missing[c] = 0;
    else missing[left[0]!] -= 1;
  }
  return ok(undefined);
}

/**
 * Inheritance Systems' 2 resources, from planets the research does not use otherwise (`reserved`: specialties, and a
 * payment made with the research, such as the Technology card's) and trade goods left after that payment.
 */
export function checkInheritancePayment(
  state: GameState,
  seat: Seat,
  payment: Payment | undefined,
  reserved: readonly string[],
  alsoPaid?: Payment,
): Result<void> {
  if (!payment)
    return fail('research/inheritance-unpaid', '90.12', 'Inheritance Systems costs 2 resources: say how you pay them.');
  const paid = checkPayment(state, seat, payment, resourcesCost(INHERITANCE_COST), [
    ...reserved,
    ...(alsoPaid ? planetsOf(alsoPaid) : []),
  ]);
  if (!paid.ok) return paid;
  if (payment.tradeGoods + (alsoPaid?.tradeGoods ?? 0) > (state.players[seat]?.tradeGoods ?? 0)) {
    return fail('economy/not-enough-trade-goods', '93.4', 'You do not have the trade goods for both payments.');
  }
  return ok(undefined);
}

export const suggestInheritancePayment = (state: GameState, seat: Seat, reserved: readonly string[]): Payment | null =>
  findPayment(state, seat, resourcesCost(INHERITANCE_COST), reserved);

/** Pays what each skip costs: exhausting the technology, the resources, or the captured unit (17.2 to its owner). */
export function payForSkips(
  ctx: FlowCtx,
  seat: Seat,
  tech: TechnologyId,
  skips: readonly ResearchSkip[],
  inheritance: Payment | undefined,
): void {
  const player = ctx.state.players[seat]!;
  for (const skip of skips) {
    if (skip === 'prophets-tears') exhaustRelic(player, PROPHETS_TEARS);
    if (skip === 'aida' || skip === 'inheritance-systems')
      player.exhaustedTechnologies.push(skip === 'aida' ? 'aida' : 'is');
    if (skip === 'inheritance-systems' && inheritance) {
      pay(ctx.state, seat, inheritance);
      if (inheritance.tradeGoods > 0) emit(ctx, { type: 'trade-goods-changed', seat, delta: -inheritance.tradeGoods });
    }
    if (skip === 'riftmeld') {
      const entry = riftmeldUnit(ctx.state, seat, upgradedType(tech));
      if (!entry) continue;
      entry.count -= 1;
      if (entry.count === 0) player.captured = player.captured!.filter((c) => c !== entry);
      emit(ctx, { type: 'captured-units-returned', seat, owner: entry.owner, unit: entry.type, count: 1 });
    }
  }
}

// ---- Propagation ------------------------------------------------------------------------------------------------

/** Propagation: instead of researching, the Nekro Virus gains 3 command tokens, placed as they choose (20.2). */
export function propagate(ctx: FlowCtx, seat: Seat, followUp: ChoiceOpener): void {
  emit(ctx, { type: 'ability-used', seat, ability: 'propagation', window: 'when-researching' });
  if (tokenReinforcements(ctx.state, seat) <= 0) return;
  followUp(ctx, 'research/propagation', { args: {}, waitingOn: [seat] });
}

function propagationOptions(state: GameState, seat: Seat): { option: string; label: string }[] {
  const n = Math.min(PROPAGATION_TOKENS, tokenReinforcements(state, seat));
  return placements(n)
    .filter((p) => checkGainTokens(state, seat, PROPAGATION_TOKENS, p).ok)
    .map((p) => ({
      option: `${p.tactic}/${p.fleet}/${p.strategy}`,
      label: `Propagation: gain ${describePlacement(p)}`,
    }));
}

export const PROPAGATION_CHOICE = defineChoice('research/propagation', noArgs, {
  rule: '1.3',
  options: (state, _d, seat) => propagationOptions(state, seat),
  resolve: (ctx, decision, option) => {
    const [tactic, fleet, strategy] = option.split('/').map(Number) as [number, number, number];
    popDecision(ctx.state, decision);
    const player = ctx.state.players[ctx.seat]!;
    gainTokens(player.pools, { tactic, fleet, strategy });
    emit(ctx, { type: 'tokens-changed', seat: ctx.seat, ...player.pools });
    return ok(undefined);
  },
  default: (state, _d, seat) => propagationOptions(state, seat)[0]?.option,
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const RESEARCH_ABILITY_CHOICES = [PROPAGATION_CHOICE];
