// The pieces command and frame schemas are built from: ids, hex keys, unit types and counts (zod).
import { z } from 'zod';
import { UNIT_TYPES } from '../data/types';

export { seatSchema } from './seat';

/** A component or planet id. */
export const idSchema = z.string().min(1).max(64);
/** A system's hex key 'q,r' (engine/galaxy/hex.ts). */
export const hexKeySchema = z
  .string()
  .max(16)
  .regex(/^-?\d+,-?\d+$/);
export const unitTypeSchema = z.enum(UNIT_TYPES);
/** How many units of a type (at least one). */
export const unitCountSchema = z.number().int().min(1).max(99);
/** A count that may be zero. */
export const countSchema = z.number().int().min(0).max(999);
/** Units by type, as in a stack's counts. */
export const unitCountsSchema = z.partialRecord(unitTypeSchema, z.number().int().min(0).max(99));
/** A JSON record whose fields the owning module reads (an ability's targets, a window's subject). */
export const recordSchema = z.record(z.string(), z.unknown());
