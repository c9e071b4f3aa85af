// When the browser sends a command again: no answer came back (network), or the server said storage is unavailable
// (503, nothing was changed). Each retry sends the same client command id, so the command is applied at most once.
import { TRPCClientError } from '@trpc/client';

const MAX_RETRIES = 5;

export const storageUnavailable = (e: unknown): boolean =>
  e instanceof TRPCClientError && e.data?.code === 'SERVICE_UNAVAILABLE';

/** No answer at all; any other answer from the server is final. */
const noAnswer = (e: unknown): boolean => !(e instanceof TRPCClientError) || !e.data;

/** React Query's `retry` for game.submit. */
export const retrySubmit = (failures: number, error: unknown): boolean =>
  failures < MAX_RETRIES && (noAnswer(error) || storageUnavailable(error));

/** React Query's `retryDelay`: 0.5 s, 1 s, 2 s, 4 s, 8 s. */
export const submitRetryDelay = (failures: number): number => 500 * 2 ** failures;
