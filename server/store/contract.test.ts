// Runs the shared GameStore contract against all three backends (real redis-server behind both Redis transports).
import { describeStoreContract } from './contract';
import { BACKENDS, freshStore, tempDataFile, uniquePrefix } from '@/server/testing/stores';

for (const backend of BACKENDS) {
  describeStoreContract(backend, () => {
    const keyPrefix = uniquePrefix();
    const file = tempDataFile();
    return { store: freshStore(backend, { keyPrefix, file }), reopen: () => freshStore(backend, { keyPrefix, file }) };
  });
}
