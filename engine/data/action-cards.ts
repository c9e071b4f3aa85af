// Action cards (LRR 2, 1.13-1.22): the 120-card Prophecy of Kings action deck, its timing windows and card copies.
//
// Source of facts: shared/reference/asyncti4 (decks.json `action_cards_pok`, action_cards.json). The deck list of
// decks.json is followed as is: 93 distinct cards, 120 copies (80 base game, 20 Prophecy of Kings, 20 Codex I; the
// Codex I cards belong to that deck). action_cards.json also lists 38 further copies (e.g. assassin2, probe2,
// veto2) that no deck list of decks.json contains; they are left out, so e.g. Veto is a single copy.
// Ids are the card names in kebab-case without apostrophes; `refs` keeps the reference aliases of the copies.
// Two names are spelled as printed: "Coup d'Etat" (reference: "Coup Detat"), "In the Silence of Space".
// Texts are our own summaries of each effect; the card's opening timing paragraph (2.6) is the `windows` field.
import { invariant } from '../core/result';
import type { Expansion } from './types';

/** The phase printed on the card; 'any' cards (Sabotage, Reverse Engineer) can be played in every phase. */
export const ACTION_CARD_PHASES = ['strategy', 'action', 'status', 'agenda', 'any'] as const;
export type ActionCardPhase = (typeof ACTION_CARD_PHASES)[number];

/**
 * Timing windows in which action cards are played (2.6, shared/timing-windows.md). Names say whose event opens the
 * window relative to the card's holder ("you", "another player", "opponent"), so the engine asks only players
 * who could respond. 'action' is a component action (2.6a). "When" windows resolve before "after" windows (1.16).
 */
export const ACTION_CARD_WINDOWS = [
  // Any time / action phase (component actions: LRR 2.6a, 22)
  'action', 'after-you-perform-action', 'when-another-player-plays-action-card',
  'after-another-player-discards-component-action-card',
  // Strategy phase and strategic actions (LRR 82, 84)
  'start-of-strategy-phase', 'when-another-player-chooses-strategy-card',
  'when-another-player-performs-strategic-action',
  // Tactical action: activation and movement (LRR 89.1-89.2, 58; Space Cannon Offense 77.2)
  'after-you-activate-system', 'after-another-player-activates-system', 'after-another-player-moves-ships',
  'before-you-assign-space-cannon-hits', 'after-another-player-rolls-unit-ability',
  // Combat (LRR 78 space combat, 10 anti-fighter barrage, 42 ground combat)
  'start-of-combat', 'before-anti-fighter-barrage-roll', 'start-of-first-space-combat-round',
  'start-of-combat-round', 'start-of-announce-retreats', 'after-opponent-announces-retreat',
  'before-you-assign-space-combat-hits', 'when-your-ship-uses-sustain-damage',
  'after-opponent-sustains-damage-against-your-hit', 'after-your-ship-destroyed-in-space-combat',
  'end-of-combat-round', 'after-you-win-space-combat',
  // Invasion and production (LRR 49, 25, 67-68)
  'start-of-invasion', 'after-units-committed-to-your-planet', 'after-your-ground-forces-roll',
  'when-you-gain-control-of-planet', 'after-another-player-gains-control-of-your-planet',
  'when-your-units-use-production',
  // Status phase (LRR 81)
  'when-you-return-strategy-cards',
  // Agenda phase (LRR 8)
  'start-of-agenda-phase', 'when-agenda-revealed', 'after-agenda-revealed', 'after-speaker-votes',
  'after-you-cast-votes', 'when-you-are-elected', 'when-another-player-is-elected', 'when-outcome-resolved',
] as const;
export type ActionCardWindow = (typeof ACTION_CARD_WINDOWS)[number];

export interface ActionCardDef {
  readonly id: string;
  readonly name: string;
  /** AsyncTI4 aliases of this card's copies in the PoK deck, in deck order. */
  readonly refs: readonly string[];
  /** Physical copies in the 120-card deck. */
  readonly copies: number;
  readonly expansion: Expansion;
  readonly phase: ActionCardPhase;
  /** Usually one window; Emergency Repairs may be played at the start or at the end of a combat round. */
  readonly windows: readonly [ActionCardWindow, ...ActionCardWindow[]];
  readonly text: string;
}

/** Shared wording of the riders (8.22: the prediction is made after the reveal, before any vote is cast). */
const RIDER = 'Rider: you may not vote on this agenda. Announce the outcome you predict; if that outcome is resolved, ';

export const ACTION_CARDS = {
  'ancient-burial-sites': {
    id: 'ancient-burial-sites', name: 'Ancient Burial Sites', refs: ['abs'], copies: 1,
    expansion: 'base', phase: 'agenda', windows: ['start-of-agenda-phase'],
    text: 'Pick a player: all of their cultural planets become exhausted.',
  },
  'archaeological-expedition': {
    id: 'archaeological-expedition', name: 'Archaeological Expedition', refs: ['arch_expedition'], copies: 1,
    expansion: 'pok', phase: 'action', windows: ['action'],
    text: 'Choose an exploration deck (cultural, hazardous or industrial) matching the trait of a planet you control. Reveal its top 3 cards: keep every relic fragment among them and discard the rest.',
  },
  'assassinate-representative': {
    id: 'assassinate-representative', name: 'Assassinate Representative', refs: ['assassin'], copies: 1,
    expansion: 'base', phase: 'agenda', windows: ['after-agenda-revealed'],
    text: 'Pick a player, who is barred from voting on this agenda.',
  },
  'blitz': {
    id: 'blitz', name: 'Blitz', refs: ['blitz'], copies: 1,
    expansion: 'codex1', phase: 'action', windows: ['start-of-invasion'],
    text: 'For the rest of this invasion, your non-fighter ships in the active system without Bombardment each get Bombardment 6 (one die).',
  },
  'bribery': {
    id: 'bribery', name: 'Bribery', refs: ['bribery'], copies: 1,
    expansion: 'base', phase: 'agenda', windows: ['after-speaker-votes'],
    text: 'Pay any number of trade goods; each one paid adds 1 vote to the outcome you voted for.',
  },
  'bunker': {
    id: 'bunker', name: 'Bunker', refs: ['bunker'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['start-of-invasion'],
    text: 'Subtract 4 from every Bombardment die rolled against your planets during this invasion.',
  },
  'confounding-legal-text': {
    id: 'confounding-legal-text', name: 'Confounding Legal Text', refs: ['confounding'], copies: 1,
    expansion: 'pok', phase: 'agenda', windows: ['when-another-player-is-elected'],
    text: 'The election goes to you instead of that player.',
  },
  'confusing-legal-text': {
    id: 'confusing-legal-text', name: 'Confusing Legal Text', refs: ['confusing'], copies: 1,
    expansion: 'base', phase: 'agenda', windows: ['when-you-are-elected'],
    text: 'Pick a player to become the elected player in your place.',
  },
  'construction-rider': {
    id: 'construction-rider', name: 'Construction Rider', refs: ['const_rider'], copies: 1,
    expansion: 'base', phase: 'agenda', windows: ['after-agenda-revealed'],
    text: `${RIDER}place 1 space dock from your reinforcements on a planet you control.`,
  },
  'counterstroke': {
    id: 'counterstroke', name: 'Counterstroke', refs: ['counterstroke'], copies: 1,
    expansion: 'codex1', phase: 'action', windows: ['after-another-player-activates-system'],
    text: 'Played when the activated system holds 1 of your command tokens: take that token back into your tactic pool.',
  },
  'coup-detat': {
    id: 'coup-detat', name: 'Coup d\'Etat', refs: ['coup'], copies: 1,
    expansion: 'pok', phase: 'action', windows: ['when-another-player-performs-strategic-action'],
    text: 'That player\'s turn ends on the spot: no strategic action is resolved and their strategy card stays readied.',
  },
  'courageous-to-the-end': {
    id: 'courageous-to-the-end', name: 'Courageous to the End', refs: ['courageous'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['after-your-ship-destroyed-in-space-combat'],
    text: 'Roll 2 dice; for each die at or above the destroyed ship\'s combat value, your opponent must pick and destroy 1 of their ships (not hits, so Sustain Damage cannot stop this).',
  },
  'cripple-defenses': {
    id: 'cripple-defenses', name: 'Cripple Defenses', refs: ['cripple'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'Choose a planet and destroy every PDS on it (a planet without PDS is a legal choice).',
  },
  'deadly-plot': {
    id: 'deadly-plot', name: 'Deadly Plot', refs: ['deadly_plot'], copies: 1,
    expansion: 'pok', phase: 'agenda', windows: ['when-outcome-resolved'],
    text: 'If your votes or a prediction of yours backed an outcome other than the one about to be resolved, discard the agenda instead: it has no effect and is not replaced. Then exhaust all of your planets.',
  },
  'decoy-operation': {
    id: 'decoy-operation', name: 'Decoy Operation', refs: ['decoy'], copies: 1,
    expansion: 'pok', phase: 'action', windows: ['after-another-player-activates-system'],
    text: 'Played when the activated system holds 1 or more of your structures: take up to 2 of your ground forces from anywhere on the board and place them on a planet you control in that system.',
  },
  'diplomacy-rider': {
    id: 'diplomacy-rider', name: 'Diplomacy Rider', refs: ['diplo_rider'], copies: 1,
    expansion: 'base', phase: 'agenda', windows: ['after-agenda-revealed'],
    text: `${RIDER}choose a system containing a planet you control; every other player places a command token from their reinforcements in it.`,
  },
  'diplomatic-pressure': {
    id: 'diplomatic-pressure', name: 'Diplomatic Pressure', refs: ['dp1', 'dp2', 'dp3', 'dp4'], copies: 4,
    expansion: 'pok', phase: 'agenda', windows: ['when-agenda-revealed'],
    text: 'Choose another player; they must give you 1 promissory note of their choice from their hand. (2.6b: a second copy cannot be played against the same player in this window.)',
  },
  'direct-hit': {
    id: 'direct-hit', name: 'Direct Hit', refs: ['dh1', 'dh2', 'dh3', 'dh4'], copies: 4,
    expansion: 'base', phase: 'action', windows: ['after-opponent-sustains-damage-against-your-hit'],
    text: 'Destroy the ship that used Sustain Damage.',
  },
  'disable': {
    id: 'disable', name: 'Disable', refs: ['disable'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['start-of-invasion'],
    text: 'Play only if the active system holds 1 or more of your opponents\' PDS: during this invasion those PDS lose Planetary Shield and Space Cannon.',
  },
  'distinguished-councilor': {
    id: 'distinguished-councilor', name: 'Distinguished Councilor', refs: ['distinguished'], copies: 1,
    expansion: 'base', phase: 'agenda', windows: ['after-you-cast-votes'],
    text: 'Add 5 votes to the outcome you just voted for.',
  },
  'divert-funding': {
    id: 'divert-funding', name: 'Divert Funding', refs: ['divert_funding'], copies: 1,
    expansion: 'pok', phase: 'action', windows: ['action'],
    text: 'Put back into your technology deck a technology you own that is neither a unit upgrade nor a faction technology, then research a different technology.',
  },
  'economic-initiative': {
    id: 'economic-initiative', name: 'Economic Initiative', refs: ['economic_initiative'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'Ready all of your cultural planets (legal even if you have none).',
  },
  'emergency-repairs': {
    id: 'emergency-repairs', name: 'Emergency Repairs', refs: ['emergency'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['start-of-combat-round', 'end-of-combat-round'],
    text: 'Every damaged unit of yours in the active system is repaired.',
  },
  'experimental-battlestation': {
    id: 'experimental-battlestation', name: 'Experimental Battlestation', refs: ['experimental'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['after-another-player-moves-ships'],
    text: 'Resolved with Space Cannon Offense and only if ships moved in: choose 1 of your space docks in or adjacent to the active system; it uses Space Cannon 5 (x3) against the active player\'s ships there.',
  },
  'exploration-probe': {
    id: 'exploration-probe', name: 'Exploration Probe', refs: ['probe'], copies: 1,
    expansion: 'pok', phase: 'action', windows: ['action'],
    text: 'Explore a frontier token in or next to a system where you have at least 1 ship.',
  },
  'fighter-conscription': {
    id: 'fighter-conscription', name: 'Fighter Conscription', refs: ['f_conscription'], copies: 1,
    expansion: 'codex1', phase: 'action', windows: ['action'],
    text: 'Every system with your space dock or your unit with capacity gets 1 fighter from your reinforcements, except systems holding other players\' ships.',
  },
  'fighter-prototype': {
    id: 'fighter-prototype', name: 'Fighter Prototype', refs: ['f_prototype'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['start-of-first-space-combat-round'],
    text: '+2 to your fighters\' combat rolls in this combat round.',
  },
  'fire-team': {
    id: 'fire-team', name: 'Fire Team', refs: ['fire_team'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['after-your-ground-forces-roll'],
    text: 'Reroll as many of the dice from that ground combat roll as you like.',
  },
  'flank-speed': {
    id: 'flank-speed', name: 'Flank Speed', refs: ['fs1', 'fs2', 'fs3', 'fs4'], copies: 4,
    expansion: 'base', phase: 'action', windows: ['after-you-activate-system'],
    text: 'Your ships have +1 move value until this tactical action ends.',
  },
  'focused-research': {
    id: 'focused-research', name: 'Focused Research', refs: ['f_researched'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'Research 1 technology by paying 4 trade goods.',
  },
  'forward-supply-base': {
    id: 'forward-supply-base', name: 'Forward Supply Base', refs: ['fsb'], copies: 1,
    expansion: 'codex1', phase: 'action', windows: ['after-another-player-activates-system'],
    text: 'Played when the activated system holds 1 or more of your units: gain 3 trade goods, then choose another player to gain 1 trade good.',
  },
  'frontline-deployment': {
    id: 'frontline-deployment', name: 'Frontline Deployment', refs: ['f_deployment'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'Put 3 infantry from your reinforcements onto one of your planets.',
  },
  'ghost-ship': {
    id: 'ghost-ship', name: 'Ghost Ship', refs: ['ghost_ship'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'A destroyer from your reinforcements appears in a non-home system with a wormhole and without ships of other players.',
  },
  'ghost-squad': {
    id: 'ghost-squad', name: 'Ghost Squad', refs: ['ghost_squad'], copies: 1,
    expansion: 'codex1', phase: 'action', windows: ['after-units-committed-to-your-planet'],
    text: 'Redistribute any number of your ground forces among the planets you control in the active system.',
  },
  'hack-election': {
    id: 'hack-election', name: 'Hack Election', refs: ['hack'], copies: 1,
    expansion: 'codex1', phase: 'agenda', windows: ['after-agenda-revealed'],
    text: 'Voting order on this agenda is reversed: the player on the speaker\'s right votes first, then counterclockwise.',
  },
  'harness-energy': {
    id: 'harness-energy', name: 'Harness Energy', refs: ['harness'], copies: 1,
    expansion: 'codex1', phase: 'action', windows: ['after-you-activate-system'],
    text: 'Played when the activated system is an anomaly: replenish your commodities.',
  },
  'imperial-rider': {
    id: 'imperial-rider', name: 'Imperial Rider', refs: ['imp_rider'], copies: 1,
    expansion: 'base', phase: 'agenda', windows: ['after-agenda-revealed'],
    text: `${RIDER}gain 1 victory point.`,
  },
  'impersonation': {
    id: 'impersonation', name: 'Impersonation', refs: ['impersonation'], copies: 1,
    expansion: 'codex1', phase: 'action', windows: ['action'],
    text: 'Spend 3 influence to take 1 secret objective from the deck.',
  },
  'in-the-silence-of-space': {
    id: 'in-the-silence-of-space', name: 'In the Silence of Space', refs: ['silence_space'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['after-you-activate-system'],
    text: 'Pick a system: during this tactical action, your ships in it may move through systems that contain other players\' ships.',
  },
  'industrial-initiative': {
    id: 'industrial-initiative', name: 'Industrial Initiative', refs: ['industrial_initiative'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'Gain 1 trade good per industrial planet you control (legal with none).',
  },
  'infiltrate': {
    id: 'infiltrate', name: 'Infiltrate', refs: ['infiltrate'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['when-you-gain-control-of-planet'],
    text: 'Each PDS and space dock on that planet is swapped for one of yours of the same kind, taken from your reinforcements.',
  },
  'insider-information': {
    id: 'insider-information', name: 'Insider Information', refs: ['insider'], copies: 1,
    expansion: 'codex1', phase: 'agenda', windows: ['after-agenda-revealed'],
    text: 'Privately view the next card of the agenda deck.',
  },
  'insubordination': {
    id: 'insubordination', name: 'Insubordination', refs: ['insub'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'Pick another player: 1 token leaves their tactic pool and goes back to their reinforcements.',
  },
  'intercept': {
    id: 'intercept', name: 'Intercept', refs: ['intercept'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['after-opponent-announces-retreat'],
    text: 'Your opponent may not retreat this combat round.',
  },
  'leadership-rider': {
    id: 'leadership-rider', name: 'Leadership Rider', refs: ['lead_rider'], copies: 1,
    expansion: 'base', phase: 'agenda', windows: ['after-agenda-revealed'],
    text: `${RIDER}gain 3 command tokens.`,
  },
  'lost-star-chart': {
    id: 'lost-star-chart', name: 'Lost Star Chart', refs: ['lost_star'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['after-you-activate-system'],
    text: 'Until this tactical action ends, each system holding an alpha or beta wormhole is adjacent to every other such system.',
  },
  'lucky-shot': {
    id: 'lucky-shot', name: 'Lucky Shot', refs: ['lucky'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'Destroy another player\'s dreadnought, cruiser or destroyer in a system where you control a planet.',
  },
  'maneuvering-jets': {
    id: 'maneuvering-jets', name: 'Maneuvering Jets', refs: ['mjets1', 'mjets2', 'mjets3', 'mjets4'], copies: 4,
    expansion: 'base', phase: 'action', windows: ['before-you-assign-space-cannon-hits'],
    text: 'Ignore 1 hit produced by another player\'s Space Cannon roll against you.',
  },
  'manipulate-investments': {
    id: 'manipulate-investments', name: 'Manipulate Investments', refs: ['investments'], copies: 1,
    expansion: 'pok', phase: 'strategy', windows: ['start-of-strategy-phase'],
    text: 'Distribute 5 trade goods from the supply among the strategy cards, using at least 3 different cards.',
  },
  'master-plan': {
    id: 'master-plan', name: 'Master Plan', refs: ['master_plan'], copies: 1,
    expansion: 'codex1', phase: 'action', windows: ['after-you-perform-action'],
    text: 'You may take an extra action this turn.',
  },
  'mining-initiative': {
    id: 'mining-initiative', name: 'Mining Initiative', refs: ['mining_initiative'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'Pick a planet you control and gain as many trade goods as its resource value.',
  },
  'morale-boost': {
    id: 'morale-boost', name: 'Morale Boost', refs: ['mb1', 'mb2', 'mb3', 'mb4'], copies: 4,
    expansion: 'base', phase: 'action', windows: ['start-of-combat-round'],
    text: '+1 to every combat roll of your units this combat round.',
  },
  'nav-suite': {
    id: 'nav-suite', name: 'Nav Suite', refs: ['nav_suite'], copies: 1,
    expansion: 'pok', phase: 'action', windows: ['after-you-activate-system'],
    text: 'During this tactical action\'s movement step, anomalies have no effects.',
  },
  'parley': {
    id: 'parley', name: 'Parley', refs: ['parley'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['after-units-committed-to-your-planet'],
    text: 'Played against another player: the units they committed go back to the space area of the active system.',
  },
  'plagiarize': {
    id: 'plagiarize', name: 'Plagiarize', refs: ['plagiarize'], copies: 1,
    expansion: 'codex1', phase: 'action', windows: ['action'],
    text: 'Pay 5 influence: gain a non-faction technology that one of your neighbors owns.',
  },
  'plague': {
    id: 'plague', name: 'Plague', refs: ['plague'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'Pick a planet controlled by another player and roll a die for each infantry there; every 6 or higher destroys 1 of those infantry.',
  },
  'political-stability': {
    id: 'political-stability', name: 'Political Stability', refs: ['stability'], copies: 1,
    expansion: 'base', phase: 'status', windows: ['when-you-return-strategy-cards'],
    text: 'Your strategy card(s) stay with you instead of being returned; you skip choosing strategy cards in the next strategy phase.',
  },
  'politics-rider': {
    id: 'politics-rider', name: 'Politics Rider', refs: ['politic_rider'], copies: 1,
    expansion: 'base', phase: 'agenda', windows: ['after-agenda-revealed'],
    text: `${RIDER}draw 3 action cards and take the speaker token.`,
  },
  'public-disgrace': {
    id: 'public-disgrace', name: 'Public Disgrace', refs: ['disgrace'], copies: 1,
    expansion: 'base', phase: 'strategy', windows: ['when-another-player-chooses-strategy-card'],
    text: 'That player has to take another strategy card instead, if any other is available to them.',
  },
  'rally': {
    id: 'rally', name: 'Rally', refs: ['rally'], copies: 1,
    expansion: 'codex1', phase: 'action', windows: ['after-you-activate-system'],
    text: 'Played when the activated system holds another player\'s ships: place 2 command tokens from your reinforcements in your fleet pool.',
  },
  'reactor-meltdown': {
    id: 'reactor-meltdown', name: 'Reactor Meltdown', refs: ['meltdown'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'Destroy 1 space dock that is not in a home system.',
  },
  'refit-troops': {
    id: 'refit-troops', name: 'Refit Troops', refs: ['refit'], copies: 1,
    expansion: 'pok', phase: 'action', windows: ['action'],
    text: 'Replace 1 or 2 of your infantry on the board with mechs.',
  },
  'reflective-shielding': {
    id: 'reflective-shielding', name: 'Reflective Shielding', refs: ['reflective'], copies: 1,
    expansion: 'codex1', phase: 'action', windows: ['when-your-ship-uses-sustain-damage'],
    text: 'Your opponent\'s ships in the active system suffer 2 hits (your opponent assigns them as usual).',
  },
  'reparations': {
    id: 'reparations', name: 'Reparations', refs: ['reparations'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['after-another-player-gains-control-of-your-planet'],
    text: 'Exhaust a readied planet that player controls (skip this if they have none) and ready one of your planets.',
  },
  'repeal-law': {
    id: 'repeal-law', name: 'Repeal Law', refs: ['repeal'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'Pick a law in play and discard it.',
  },
  'reveal-prototype': {
    id: 'reveal-prototype', name: 'Reveal Prototype', refs: ['reveal_prototype'], copies: 1,
    expansion: 'pok', phase: 'action', windows: ['start-of-combat'],
    text: 'Spend 4 resources to research a unit upgrade technology for a unit type you have in this combat (prerequisites still apply).',
  },
  'reverse-engineer': {
    id: 'reverse-engineer', name: 'Reverse Engineer', refs: ['reverse_engineer'], copies: 1,
    expansion: 'pok', phase: 'any', windows: ['after-another-player-discards-component-action-card'],
    text: 'Move that card from the action discard pile into your hand.',
  },
  'rise-of-a-messiah': {
    id: 'rise-of-a-messiah', name: 'Rise of a Messiah', refs: ['messiah'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'Every planet you control receives 1 infantry from your reinforcements.',
  },
  'rout': {
    id: 'rout', name: 'Rout', refs: ['rout'], copies: 1,
    expansion: 'pok', phase: 'action', windows: ['start-of-announce-retreats'],
    text: 'Played only by the defender in a space combat: your opponent must announce a retreat, if they are able to.',
  },
  'sabotage': {
    id: 'sabotage', name: 'Sabotage', refs: ['sabo1', 'sabo2', 'sabo3', 'sabo4'], copies: 4,
    expansion: 'base', phase: 'any', windows: ['when-another-player-plays-action-card'],
    text: 'The played card is cancelled (it has no effect and is discarded); Sabotage cannot answer another Sabotage.',
  },
  'salvage': {
    id: 'salvage', name: 'Salvage', refs: ['salvage'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['after-you-win-space-combat'],
    text: 'Your opponent hands over all of their commodities, which you receive as trade goods.',
  },
  'sanction': {
    id: 'sanction', name: 'Sanction', refs: ['sanction'], copies: 1,
    expansion: 'codex1', phase: 'agenda', windows: ['after-agenda-revealed'],
    text: `${RIDER}each player who voted for it returns 1 command token from their fleet pool to their reinforcements.`,
  },
  'scramble-frequency': {
    id: 'scramble-frequency', name: 'Scramble Frequency', refs: ['scramble'], copies: 1,
    expansion: 'codex1', phase: 'action', windows: ['after-another-player-rolls-unit-ability'],
    text: 'That player must reroll every die of that roll.',
  },
  'scuttle': {
    id: 'scuttle', name: 'Scuttle', refs: ['scuttle'], copies: 1,
    expansion: 'pok', phase: 'action', windows: ['action'],
    text: 'Send 1 or 2 of your non-fighter ships from the board back to reinforcements and gain trade goods equal to the sum of their costs.',
  },
  'seize-artifact': {
    id: 'seize-artifact', name: 'Seize Artifact', refs: ['seize'], copies: 1,
    expansion: 'pok', phase: 'action', windows: ['action'],
    text: 'Pick a neighbor holding relic fragments; they must hand you the fragment you choose.',
  },
  'shields-holding': {
    id: 'shields-holding', name: 'Shields Holding', refs: ['sh1', 'sh2', 'sh3', 'sh4'], copies: 4,
    expansion: 'base', phase: 'action', windows: ['before-you-assign-space-combat-hits'],
    text: 'Cancel up to 2 hits produced against your ships.',
  },
  'signal-jamming': {
    id: 'signal-jamming', name: 'Signal Jamming', refs: ['jamming'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'Pick a non-home system that has, or is next to, one of your ships, and place in it a command token taken from the reinforcements of another player you choose.',
  },
  'skilled-retreat': {
    id: 'skilled-retreat', name: 'Skilled Retreat', refs: ['s_retreat1', 's_retreat2', 's_retreat3', 's_retreat4'], copies: 4,
    expansion: 'base', phase: 'action', windows: ['start-of-combat-round'],
    text: 'Move all your ships from the active system to an adjacent system without other players\' ships; the space combat ends in a draw. Then place a command token from your reinforcements in that system. (This is not a retreat.)',
  },
  'solar-flare': {
    id: 'solar-flare', name: 'Solar Flare', refs: ['solar_flare'], copies: 1,
    expansion: 'codex1', phase: 'action', windows: ['after-you-activate-system'],
    text: 'During this tactical action\'s movement, including its Space Cannon Offense step (58.7), no other player may use Space Cannon against your ships.',
  },
  'spy': {
    id: 'spy', name: 'Spy', refs: ['spy'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'Pick a player; they hand you 1 action card drawn at random from their hand.',
  },
  'summit': {
    id: 'summit', name: 'Summit', refs: ['summit'], copies: 1,
    expansion: 'base', phase: 'strategy', windows: ['start-of-strategy-phase'],
    text: 'Take 2 new command tokens, each placed in the pool of your choice.',
  },
  'tactical-bombardment': {
    id: 'tactical-bombardment', name: 'Tactical Bombardment', refs: ['tactical'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'Pick a system containing at least 1 of your units with Bombardment: every planet there controlled by other players is exhausted.',
  },
  'technology-rider': {
    id: 'technology-rider', name: 'Technology Rider', refs: ['tech_rider'], copies: 1,
    expansion: 'base', phase: 'agenda', windows: ['after-agenda-revealed'],
    text: `${RIDER}research 1 technology.`,
  },
  'trade-rider': {
    id: 'trade-rider', name: 'Trade Rider', refs: ['trade_rider'], copies: 1,
    expansion: 'base', phase: 'agenda', windows: ['after-agenda-revealed'],
    text: `${RIDER}gain 5 trade goods.`,
  },
  'unexpected-action': {
    id: 'unexpected-action', name: 'Unexpected Action', refs: ['unexpected'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'Pick up 1 of your command tokens from the board and put it back in your reinforcements.',
  },
  'unstable-planet': {
    id: 'unstable-planet', name: 'Unstable Planet', refs: ['unstable'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'Pick a hazardous planet: exhaust it and destroy as many as 3 infantry on it (legal even if it is already exhausted).',
  },
  'upgrade': {
    id: 'upgrade', name: 'Upgrade', refs: ['upgrade'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['after-you-activate-system'],
    text: 'Played when the activated system already holds 1 or more of your ships: replace 1 of your cruisers there with a dreadnought from your reinforcements.',
  },
  'uprising': {
    id: 'uprising', name: 'Uprising', refs: ['uprising'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'Exhaust a readied planet another player controls that is not a home planet, then gain trade goods equal to its resource value.',
  },
  'veto': {
    id: 'veto', name: 'Veto', refs: ['veto'], copies: 1,
    expansion: 'base', phase: 'agenda', windows: ['when-agenda-revealed'],
    text: 'The revealed agenda is discarded; reveal the next agenda from the deck and vote on it instead.',
  },
  'war-effort': {
    id: 'war-effort', name: 'War Effort', refs: ['war_effort'], copies: 1,
    expansion: 'base', phase: 'action', windows: ['action'],
    text: 'A cruiser from your reinforcements joins your ships in a system where you already have at least 1.',
  },
  'war-machine': {
    id: 'war-machine', name: 'War Machine', refs: ['war_machine1', 'war_machine2', 'war_machine3', 'war_machine4'], copies: 4,
    expansion: 'codex1', phase: 'action', windows: ['when-your-units-use-production'],
    text: 'Your units get +4 to their combined Production value, and the combined cost of the units you produce is reduced by 1.',
  },
  'warfare-rider': {
    id: 'warfare-rider', name: 'Warfare Rider', refs: ['war_rider'], copies: 1,
    expansion: 'base', phase: 'agenda', windows: ['after-agenda-revealed'],
    text: `${RIDER}place 1 dreadnought from your reinforcements in a system that holds 1 or more of your ships.`,
  },
  'waylay': {
    id: 'waylay', name: 'Waylay', refs: ['waylay'], copies: 1,
    expansion: 'pok', phase: 'action', windows: ['before-anti-fighter-barrage-roll'],
    text: 'This Anti-Fighter Barrage roll can hit every kind of ship, not just fighters.',
  },
} as const satisfies Record<string, ActionCardDef>;

export type ActionCardId = keyof typeof ACTION_CARDS;

/**
 * One physical card: `<card id>#<copy number>`, numbered from 1 ('sabotage#1'..'sabotage#4', 'spy#1'), so that
 * decks, hands and discard piles hold distinct cards even when copies share a name.
 */
export type ActionCardCopyId = `${ActionCardId}#${number}`;

const ACTION_CARD_LIST: readonly ActionCardDef[] = Object.values(ACTION_CARDS);

/** The full action deck (setup step 8), unshuffled: every copy of every card, in id order. */
export const ACTION_DECK: readonly ActionCardCopyId[] = ACTION_CARD_LIST.flatMap((card) =>
  Array.from({ length: card.copies }, (_, i) => `${card.id as ActionCardId}#${i + 1}` as const),
);

export function isActionCardId(id: string): id is ActionCardId {
  return Object.hasOwn(ACTION_CARDS, id);
}

export function actionCard(id: ActionCardId): ActionCardDef {
  return ACTION_CARDS[id];
}

/** The card a copy id stands for; null when the text is not a copy of a card in the deck. */
export function parseActionCardCopy(copy: string): ActionCardId | null {
  const match = /^([a-z0-9-]+)#([1-9][0-9]*)$/.exec(copy);
  if (!match) return null;
  const [, id = '', n = ''] = match;
  if (!isActionCardId(id)) return null;
  return Number(n) <= ACTION_CARDS[id].copies ? id : null;
}

export function actionCardOfCopy(copy: ActionCardCopyId): ActionCardDef {
  const id = parseActionCardCopy(copy);
  invariant(id !== null, `unknown action card copy ${copy}`);
  return ACTION_CARDS[id];
}
