// What every signed-in page's server component does first: call the API as the viewer (one caller per request) and
// turn its refusals into page outcomes (sign in, 404, "not allowed"); and the phase names pages show.
import 'server-only';
import { serverApi } from '@/server/api/server';
import { loadForPage, type Loaded } from './page-errors';

type Api = Awaited<ReturnType<typeof serverApi>>;

/** Loads a page's data at `path` (where sign-in comes back to) with the viewer's API caller. */
export async function loadPage<T>(path: string, call: (api: Api) => Promise<T>): Promise<Loaded<T>> {
  const api = await serverApi();
  return loadForPage(path, () => call(api));
}

const PHASE_NAMES: Readonly<Record<string, string>> = {
  setup: 'Setup',
  strategy: 'Strategy phase',
  action: 'Action phase',
  status: 'Status phase',
  agenda: 'Agenda phase',
  ended: 'Game over',
};

export const phaseName = (phase: string | null): string => (phase === null ? '' : (PHASE_NAMES[phase] ?? phase));
