// LRR 94.1–94.6, 69.5, 28.1: whether a proposed transaction (or deal) is legal — when it is proposed, and again,
// completely, when it is accepted (94.4a: the components move only then). Rule violations are values.
import { isRelicId } from '../data/relics';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { isPromissoryNoteId } from '../data/promissory-notes';
import type { OfferInput } from '../core/transaction-commands';
import { copyName, inHand, parseCopy } from './notes';
import { checkPlanetTrades } from './planet-trades';
import { capturedBy } from '../units/capture';
import {
  alreadyTransacted,
  grantedWindow,
  mayTransactAcross,
  transactionWindow,
  type TransactionWindow,
} from './scope';
import { ask, TRADES_ACTION_CARDS } from '../effects';
import { isActionCardId } from '../data/action-cards';
import { actionCardOf } from '../kernel/abilities';
import type { Offer } from '../core/transactions-state';
import { readOnly } from '../kernel/draft';

export interface ProposalDraft {
  readonly from: Seat;
  readonly to: Seat;
  readonly gives: Offer;
  readonly asks: Offer;
  readonly terms: string | null;
}

export const NOTHING: Offer = { tradeGoods: 0, commodities: 0, promissoryNote: null, relicFragments: [] };

export const isEmptyOffer = (o: Offer): boolean =>
  o.tradeGoods === 0 &&
  o.commodities === 0 &&
  o.promissoryNote === null &&
  o.relicFragments.length === 0 &&
  (o.planets ?? []).length === 0 &&
  (o.capturedUnits ?? []).length === 0 &&
  (o.actionCards ?? []).length === 0;

/** A deal with no components (28.1): it needs no neighbours and no transaction window. */
export const isDealOnly = (d: Pick<ProposalDraft, 'gives' | 'asks'>): boolean =>
  isEmptyOffer(d.gives) && isEmptyOffer(d.asks);

/** What an offer can hold (94.2–94.3; planets: the Hacan mech's Pride of Kenara; action cards: Arbiters; captured units: 17.2a). */
const OFFER_PARTS = [
  'tradeGoods',
  'commodities',
  'promissoryNote',
  'relicFragments',
  'planets',
  'capturedUnits',
  'actionCards',
] as const;

/** Turns a command's offer into a trusted one; a promissory note must name a real note 'note@seat' of a seat in the game. */
export function readOffer(state: GameState, input: OfferInput): Result<Offer> {
  const other = Object.keys(input).find((k) => !(OFFER_PARTS as readonly string[]).includes(k));
  if (other !== undefined)
    return fail(
      'transactions/not-tradable',
      '94.3',
      `"${other.slice(0, 40)}" cannot be exchanged: only trade goods, commodities, promissory notes and relic fragments.`,
    );
  let note = null;
  if (input.promissoryNote) {
    note = parseCopy(input.promissoryNote);
    if (!note || !isPromissoryNoteId(note.note) || !readOnly(state).players[note.owner]) {
      return fail(
        'transactions/unknown-note',
        '94.3',
        `"${input.promissoryNote}" is not a promissory note in this game.`,
      );
    }
  }
  const relicFragments = [...(input.relicFragments ?? [])];
  if (new Set(relicFragments).size !== relicFragments.length)
    return fail('transactions/duplicate-fragment', '94.2', 'Name each relic fragment once.');
  const actionCards = [...(input.actionCards ?? [])];
  if (!actionCards.every(isActionCardId))
    return fail('transactions/unknown-action-card', '94.3', 'Name action cards that exist in this game.');
  const planets = (input.planets ?? []).map((t) => ({ planet: t.planet, moveTo: t.moveTo }));
  if (new Set(planets.map((t) => t.planet)).size !== planets.length)
    return fail('transactions/duplicate-planet', '94.2', 'Name each planet once.');
  const capturedUnits = (input.capturedUnits ?? []).map((c) => ({ owner: c.owner, type: c.type, count: c.count }));
  if (new Set(capturedUnits.map((c) => `${c.owner}:${c.type}`)).size !== capturedUnits.length)
    return fail('transactions/duplicate-captured', '94.2', 'Name each owner and type of captured unit once.');
  return ok({
    tradeGoods: input.tradeGoods ?? 0,
    commodities: input.commodities ?? 0,
    promissoryNote: note,
    relicFragments,
    ...(planets.length > 0 ? { planets } : {}),
    ...(capturedUnits.length > 0 ? { capturedUnits } : {}),
    ...(actionCards.length > 0 ? { actionCards } : {}),
  });
}

function checkParties(state: GameState, from: Seat, to: Seat): Result<void> {
  const a = readOnly(state).players[from];
  const b = readOnly(state).players[to];
  if (!a || !b || from === to)
    return fail('transactions/not-another-player', '94.1', 'Choose another player in the game.');
  if (a.eliminated || b.eliminated)
    return fail('transactions/eliminated', '33', 'Eliminated players take no part in transactions.');
  return ok(undefined);
}

/** 94.1 / 94.6 / 60.1: the turn or agenda the transaction belongs to, and the once-per-pair count. */
export function checkWindow(state: GameState, from: Seat, to: Seat): Result<TransactionWindow> {
  // An ability's transaction (Temporal Command Suite) needs neither the active player nor neighbours; it is one.
  const granted = grantedWindow(state, from, to);
  if (granted) return ok(granted);
  const w = transactionWindow(state);
  if (!w) {
    return fail(
      'transactions/not-now',
      '94.1',
      "Transactions happen during the active player's turn in the action phase (94.1) or while an agenda is resolved (94.6).",
    );
  }
  if (w.kind === 'turn') {
    if (from !== w.seat && to !== w.seat)
      return fail(
        'transactions/not-active-player',
        '94.1',
        'During the action phase, transactions are made with the active player.',
      );
    if (!mayTransactAcross(state, from, to))
      return fail(
        'transactions/not-neighbours',
        '94.1',
        'Transactions during the action phase are made between neighbours (60.1).',
      );
  }
  if (alreadyTransacted(state, w, from, to)) {
    return w.kind === 'turn'
      ? fail('transactions/once-per-turn', '94.1', 'You already resolved a transaction with that player this turn.')
      : fail(
          'transactions/once-per-agenda',
          '94.6',
          'You already resolved a transaction with that player during this agenda.',
        );
  }
  return ok(w);
}

/** Whether a hand holds every named card (a card named twice needs two copies). */
function holdsCards(hand: readonly string[], cards: readonly string[]): boolean {
  return cards.every((c) => cards.filter((x) => x === c).length <= hand.filter((h) => actionCardOf(h) === c).length);
}

/**
 * What one side hands over. `inspectHand`: whether the giver's hand may be looked at — always for the proposer's
 * own note; for the note asked of the other player only at acceptance (looking earlier would tell the proposer what
 * is in that player's hand, 69.6).
 */
function checkSide(state: GameState, giver: Seat, receiver: Seat, offer: Offer, inspectHand: boolean): Result<void> {
  const p = state.players[giver]!;
  const r = state.players[receiver]!;
  if (offer.tradeGoods > p.tradeGoods)
    return fail('transactions/not-enough-trade-goods', '94.2', `${p.name} has only ${p.tradeGoods} trade goods.`);
  if (offer.commodities > p.commodities)
    return fail('transactions/not-enough-commodities', '94.2', `${p.name} has only ${p.commodities} commodities.`);
  if (offer.relicFragments.some((f) => isRelicId(f)))
    return fail('transactions/relic', '73.4', 'Relics cannot be traded; only relic fragments can.');
  if (!offer.relicFragments.every((f) => p.relicFragments.includes(f)))
    return fail('transactions/no-such-fragment', '94.2', `${p.name} does not have those relic fragments.`);
  const planets = checkPlanetTrades(state, giver, offer.planets ?? []);
  if (!planets.ok) return planets;
  for (const c of offer.capturedUnits ?? []) {
    // 17.4a: captured fighters and infantry belong to nobody and are never part of a transaction.
    if (c.type === 'fighter' || c.type === 'infantry')
      return fail(
        'transactions/captured-token',
        '17.4a',
        'Captured fighters and infantry cannot be returned in a transaction.',
      );
    const held = capturedBy(state, giver).find((h) => h.owner === c.owner && h.type === c.type)?.count ?? 0;
    if (held < c.count)
      return fail('transactions/not-captured', '17.2a', `${p.name} does not hold those captured units.`);
  }
  const cards = offer.actionCards ?? [];
  if (cards.length > 0) {
    // 94.3: action cards are no part of a transaction — unless one of the two players is the Hacan (Arbiters).
    if (!ask(TRADES_ACTION_CARDS, { state, seat: giver }) && !ask(TRADES_ACTION_CARDS, { state, seat: receiver }))
      return fail('transactions/action-cards', '94.3', 'Action cards cannot be part of a transaction.');
    // Like an asked note, an asked card is looked for only at acceptance: earlier would reveal the other's hand.
    if (inspectHand && !holdsCards(p.actionCards, cards))
      return fail('transactions/action-card-not-in-hand', '94.2', `${p.name} does not hold those action cards.`);
  }
  const note = offer.promissoryNote;
  if (note) {
    const copy = copyName(note);
    if (p.promissoryInPlay.includes(copy))
      return fail('transactions/note-in-play-area', '69.5a', 'Promissory notes in a play area cannot be traded.');
    if (inspectHand && !inHand(state, giver, note))
      return fail('transactions/note-not-in-hand', '69.5', `${p.name} does not hold that promissory note.`);
    // Mahact "Hubris": other players cannot give the Mahact their Alliance.
    if (note.note === 'an' && r.faction === 'mahact' && note.owner !== receiver) {
      return fail('transactions/hubris', '69', "The Mahact cannot be given another player's Alliance (Hubris).");
    }
  }
  return ok(undefined);
}

/**
 * Everything a transaction needs. Returns the window it belongs to, or null for a deal without components.
 * `accepting`: the full check made when the other player accepts (their hand included).
 */
export function checkProposal(
  state: GameState,
  d: ProposalDraft,
  accepting: boolean,
): Result<TransactionWindow | null> {
  const parties = checkParties(state, d.from, d.to);
  if (!parties.ok) return parties;
  if (isDealOnly(d)) {
    // 28.1: a deal without a transaction can be made at any time, with any player.
    if (!d.terms?.trim())
      return fail('transactions/empty', '94.2', 'Offer or ask for something, or write the terms of a deal.');
    return ok(null);
  }
  const w = checkWindow(state, d.from, d.to);
  if (!w.ok) return w;
  const gives = checkSide(state, d.from, d.to, d.gives, true);
  if (!gives.ok) return gives;
  const asks = checkSide(state, d.to, d.from, d.asks, accepting);
  if (!asks.ok) return asks;
  return ok(w.value);
}
