// Random identifiers: game ids, invite tokens (unguessable: 192 bits) and engine seeds, from the OS's CSPRNG.
import { randomBytes, randomInt } from 'node:crypto';

/** 96 bits: a game id is also what a spectator link carries, so it must not be guessable either. */
export const newGameId = (): string => randomBytes(12).toString('base64url');

/** 192 bits, base64url: knowing the token is what lets someone take a seat. */
export const newInviteToken = (): string => randomBytes(24).toString('base64url');

export const newSeed = (): string => randomBytes(16).toString('hex');

/**
 * A new game's seed: random, except under MECATOL_TEST_SEED (server/env.ts), where it is derived from the test
 * seed and the game's name, so each scripted test game is a different game that rolls the same dice every run.
 */
export const gameSeed = (gameName: string, testSeed: string | null): string =>
  testSeed === null ? newSeed() : `${testSeed}:${gameName}`;

/** Uniform integer in [0, n). */
export const pickIndex = (n: number): number => randomInt(n);

/** Shape check only (the store is the authority): base64url of a plausible length. */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
