// The shell's one PrefetchStore: filled by index.ts on start and by link intent (preloadRoute), read by
// the ApiClient every app uses, so a screen's first request finds its answer already under way.
import { createPrefetchStore } from '@shoreline/shared-ui/api/createPrefetchStore';

export const pagePrefetch = createPrefetchStore();
