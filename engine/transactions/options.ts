// LRR 94, 28: the transaction buttons of options() — answers to open proposals, withdrawing one's own, and a few
// ready-made proposals (the UI builds any other offer with the same command). Each is built from the same check
// apply() runs, so it is marked checked.
import { planetLabel, unitLabel } from '../tactical/labels';
import type { Decision } from '../core/frames';
import type { GameState, Seat } from '../core/state';
import { promissoryNote } from '../data/promissory-notes';
import { ACTION_CARDS, isActionCardId } from '../data/action-cards';
import { actionCardOf } from '../kernel/abilities';
import { ask, TRADES_ACTION_CARDS } from '../effects';
import type { Option } from '../kernel/options';
import { checkProposal, checkWindow, isEmptyOffer, NOTHING, type ProposalDraft } from './checks';
import { copyName, parseCopy } from './notes';
import { liveProposals } from './proposals';
import { checkPlanetTrades, tradablePlanets } from './planet-trades';
import { controlledPlanets } from '../economy/planets';
import type { Offer, Proposal } from '../core/transactions-state';

const GROUP = 'Transactions';
const name = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

const cardName = (card: string): string => (isActionCardId(card) ? ACTION_CARDS[card].name : card);

export function describeOffer(state: GameState, o: Offer): string {
  const parts: string[] = [];
  if (o.tradeGoods > 0) parts.push(`${o.tradeGoods} trade good${o.tradeGoods === 1 ? '' : 's'}`);
  if (o.commodities > 0) parts.push(`${o.commodities} commodit${o.commodities === 1 ? 'y' : 'ies'}`);
  if (o.promissoryNote)
    parts.push(
      `${name(state, o.promissoryNote.owner)}'s ${promissoryNote(o.promissoryNote.note)?.name ?? o.promissoryNote.note}`,
    );
  if (o.relicFragments.length > 0)
    parts.push(`${o.relicFragments.length} relic fragment${o.relicFragments.length === 1 ? '' : 's'}`);
  // Only the two players of a proposal ever see its offer (view.ts), so naming the cards reveals nothing.
  for (const c of o.actionCards ?? []) parts.push(`the action card ${cardName(c)}`);
  for (const t of o.planets ?? [])
    parts.push(`the ${planetLabel(t.planet)} card (units there move to ${planetLabel(t.moveTo)})`);
  for (const c of o.capturedUnits ?? [])
    parts.push(`${c.count} captured ${unitLabel(c.type)} of ${name(state, c.owner)}`);
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

const describeProposal = (state: GameState, p: Proposal): string =>
  `${name(state, p.from)} gives ${describeOffer(state, p.gives)} for ${describeOffer(state, p.asks)}${p.terms ? ` (deal: "${p.terms}")` : ''}`;

/** The offer a command carries (promissory notes as their hand names). */
const asInput = (o: Offer) => ({
  tradeGoods: o.tradeGoods,
  commodities: o.commodities,
  promissoryNote: o.promissoryNote ? copyName(o.promissoryNote) : null,
  relicFragments: [...o.relicFragments],
  ...(o.planets ? { planets: o.planets.map((t) => ({ ...t })) } : {}),
  ...(o.capturedUnits ? { capturedUnits: o.capturedUnits.map((c) => ({ ...c })) } : {}),
  ...(o.actionCards ? { actionCards: [...o.actionCards] } : {}),
});

/** Pride of Kenara (and a Demilitarized Zone in the agenda phase): each planet card the seat may trade, its units moving to the first other planet that takes them. */
function planetGifts(state: GameState, seat: Seat): Offer[] {
  // Usually none (Pride of Kenara, the agenda phase): the seat's planets are looked up only when there is one.
  const tradable = tradablePlanets(state, seat);
  if (tradable.length === 0) return [];
  const mine = controlledPlanets(state, seat).map((p) => p.id);
  return tradable.flatMap((planet) => {
    // A planet with nothing of the giver's on it (a Demilitarized Zone) names itself: nothing moves.
    const moveTo = [...mine.filter((m) => m !== planet), planet].find(
      (m) => checkPlanetTrades(state, seat, [{ planet, moveTo: m }]).ok,
    );
    return moveTo === undefined ? [] : [{ ...NOTHING, planets: [{ planet, moveTo }] }];
  });
}

/**
 * A few gifts to each player the seat may transact with now: a trade good, all commodities, a promissory note, a relic
 * fragment, a planet card, an action card (Arbiters).
 */
function readyMadeProposals(state: GameState, seat: Seat, open: readonly Proposal[]): Option[] {
  const me = state.players[seat];
  if (!me || me.eliminated) return [];
  const out: Option[] = [];
  const firstNote = me.promissoryNotes.map(parseCopy).find((r) => r !== null) ?? null;
  const gifts: Offer[] = [
    { ...NOTHING, tradeGoods: Math.min(1, me.tradeGoods) },
    { ...NOTHING, commodities: me.commodities },
    { ...NOTHING, promissoryNote: firstNote },
    // 94.2: relic fragments are exchanged too (one at a time, the first held).
    { ...NOTHING, relicFragments: me.relicFragments.slice(0, 1) },
    ...planetGifts(state, seat),
    // Arbiters: the Hacan's own action card (a ready-made gift only from them, so that other players' hands are not
    // drained into the Hacan's by default; a proposal to the Hacan may still name cards).
    ...(ask(TRADES_ACTION_CARDS, { state, seat }) ? me.actionCards.slice(0, 1) : []).map((c) => ({
      ...NOTHING,
      actionCards: [actionCardOf(c)],
    })),
  ].filter((g) => !isEmptyOffer(g));
  for (const other of state.players) {
    if (
      other.seat === seat ||
      open.some((p) => (p.from === seat && p.to === other.seat) || (p.to === seat && p.from === other.seat))
    )
      continue;
    // The turn, the neighbours and the once-per-pair count do not depend on the gift: checked once per player.
    if (gifts.length === 0 || !checkWindow(state, seat, other.seat).ok) continue;
    for (const gives of gifts) {
      const draft: ProposalDraft = { from: seat, to: other.seat, gives, asks: NOTHING, terms: null };
      if (!checkProposal(state, draft, false).ok) continue;
      out.push({
        command: { type: 'propose-transaction', to: other.seat, gives: asInput(gives), asks: asInput(NOTHING) },
        label: `Offer ${other.name} ${describeOffer(state, gives)}`,
        group: GROUP,
        checked: true,
      });
    }
  }
  return out;
}

/**
 * Transaction options for a seat. Ready-made proposals are offered beside the action-turn and vote decisions, or when
 * nothing waits on the seat; answers and withdrawals always.
 */
export function transactionOptions(state: GameState, seat: Seat, decision: Decision | undefined): Option[] {
  if (state.phase === 'ended') return [];
  const open = liveProposals(state);
  const out: Option[] = [];
  for (const p of open) {
    if (p.to === seat) {
      if (checkProposal(state, p, true).ok) {
        out.push({
          command: { type: 'answer-transaction', proposal: p.id, accept: true },
          label: `Accept: ${describeProposal(state, p)}`,
          group: GROUP,
          checked: true,
        });
      }
      out.push({
        command: { type: 'answer-transaction', proposal: p.id, accept: false },
        label: `Decline: ${describeProposal(state, p)}`,
        group: GROUP,
        checked: true,
      });
    }
    if (p.from === seat) {
      out.push({
        command: { type: 'withdraw-transaction', proposal: p.id },
        label: `Withdraw your offer to ${name(state, p.to)}`,
        group: GROUP,
        checked: true,
      });
    }
  }
  if (decision === undefined || decision.kind === 'action-turn' || decision.kind === 'vote')
    out.push(...readyMadeProposals(state, seat, open));
  return out;
}
