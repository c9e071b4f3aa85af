/**
 * The Milty draft's tables as the new-game form offers them. For each table the Milty draft seats: the slices it can deal (engine sliceLimits), the layout its game records
 * (engine miltyBoard) and how its board is described here. Kept beside the form so the engine stays out of the
 * browser bundle; milty-tables.test.ts checks it against the engine.
 */
export const MILTY_TABLES: Readonly<Record<number, { min: number; max: number; layout: string; board: string }>> = {
  3: { min: 3, max: 5, layout: '3p', board: 'the three-player board, eight systems a slice' },
  4: { min: 4, max: 9, layout: '4p', board: 'the six-player board with two hyperlane wedges, five systems a slice' },
  5: { min: 5, max: 9, layout: '5p-hyperlanes', board: 'the five-player hyperlane board, five systems a slice' },
  6: { min: 6, max: 9, layout: '6p', board: 'the six-player board, five systems a slice' },
  7: { min: 7, max: 9, layout: '7p-alternate', board: 'the seven-player hyperlane board, five systems a slice' },
  8: { min: 8, max: 9, layout: '8p-alternate', board: 'the eight-player hyperlane board, five systems a slice' },
};
