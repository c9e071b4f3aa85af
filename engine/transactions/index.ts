// LRR 94 transactions, 28 deals, 69 promissory notes: what the shared flow files and other modules use.
export type { AgreedDeal, NoteRef, Offer, Proposal, TransactionsState } from '../core/transactions-state';
export { transactionCommandSchemas, TRANSACTION_COMMAND_TYPES } from '../core/transaction-commands';
export { handledBesideTheStack, liveProposals, proposalReceivers, transactionCommand } from './proposals';
export { transactionOptions } from './options';
export { transactionsView, type ProposalView, type TransactionsView } from './view';
export { giveNote, returnNote, returnNotesOnActivation, returnNotesOnElimination, transactionsState } from './notes';
export { GENERIC_NOTE_ABILITIES, GENERIC_NOTE_QUERIES, allianceCommanders, thronesHeld } from './generic-notes';
export { ceasefireForbidsMovement, silencedByPoliticalSecret } from './note-effects';
export { promissoryNoteProblems } from './invariants';
