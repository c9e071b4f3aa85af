// LRR 80 order of play: a seat is a player's place around the table, the index of the player clockwise.
import { z } from 'zod';

/** A seat is the index of a player around the table, clockwise (LRR 80: order of play runs clockwise). */
export type Seat = number;

/** A seat in stored frames and command arguments (at most 8 players). */
export const seatSchema = z.number().int().min(0).max(7);
