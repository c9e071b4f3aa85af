// The content ledger's vocabulary: whether a component of engine/data works in the engine yet, and where. A
// component that does not work is never dealt (engine/content/in-play.ts) and is marked "not working yet" where a
// player meets it; docs/content.md lists both kinds (npm run ledger writes it).

/** The classes of components the ledger tracks, in the order the tables and docs/content.md list them. */
export const CONTENT_CLASSES = [
  'action-cards',
  'agendas',
  'objectives',
  'strategy-cards',
  'technologies',
  'faction-abilities',
  'promissory-notes',
  'leaders',
  'units',
  'relics',
  'exploration',
  'attachments',
  'legendary-planets',
] as const;
export type ContentClass = (typeof CONTENT_CLASSES)[number];

/**
 * `implemented`: the whole component works — every part of its text. `where` names the engine modules that carry
 * it; `test` the test file that exercises it, where a test's title (or the file's name) names the component — or
 * names `title` when tests speak of it otherwise ("Sardakk flagship").
 * `missing`: not working yet, even if some part of it does; `note` says which part works and what it waits on.
 */
export type ComponentStatus =
  | {
      readonly state: 'implemented';
      readonly where: readonly string[];
      readonly test: string;
      readonly title?: string;
      readonly note?: string;
    }
  | { readonly state: 'missing'; readonly note?: string };

export type Implemented = Extract<ComponentStatus, { state: 'implemented' }>;

/** A component that works: the modules that carry it and the test file that exercises it. */
export function works(
  where: string | readonly string[],
  test: string,
  more: { readonly title?: string; readonly note?: string } = {},
): ComponentStatus {
  return { state: 'implemented', where: typeof where === 'string' ? [where] : where, test, ...more };
}

/** A component that does not work yet; `note` says what part of it works, if any, and what it waits on. */
export const missing = (note?: string): ComponentStatus =>
  note === undefined ? { state: 'missing' } : { state: 'missing', note };

/** Missing with no part working, for the long lists of untouched components. */
export const NOT_YET: ComponentStatus = { state: 'missing' };

export const isImplemented = (s: ComponentStatus | undefined): s is Implemented => s?.state === 'implemented';

/** What a player reads beside a component that does not work yet (research options, the faction sheet). */
export const NOT_WORKING_YET = 'not working yet';
