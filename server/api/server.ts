// Calling the API from server components: the same procedures and checks as over HTTP, without the HTTP.
import 'server-only';
import { cache } from 'react';
import { createRequestContext } from './context';
import { createCaller } from './root';

/** One caller per request (React's cache), so a page and its components share the session lookup. */
export const serverApi = cache(async () => createCaller(await createRequestContext()));
