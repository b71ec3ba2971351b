// What Shoreline's apps use of date-fns, and nothing else. The apps import 'date-fns' as usual;
// createAppConfig.cjs resolves that name to this file and shares it as the 'date-fns' singleton, so
// a page loads date-fns once (the shell's copy) instead of once per app. A shared module is never
// tree-shaken, so sharing date-fns whole would ship all of it: only the functions below are. An app
// importing anything not listed fails its build (`exportsPresence: 'error'`): add the name here.
export { format } from 'date-fns/format';
export { formatDuration } from 'date-fns/formatDuration';
