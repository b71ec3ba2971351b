// The entry of a parse worker (run-parse-worker.ts starts one per parse): reads the feed of
// `workerData`, posts `{ started: true }` once loaded (the parse's time limit counts from then), then
// one WorkerAnswer of plain data, and ends. Compiled to parse-calendar-worker.js beside the server's
// code in api/dist; run from this source (tsx's require hook) under `npm start` and jest.
import { parentPort, workerData } from 'node:worker_threads';
import { ReadFailure, type WorkerAnswer, type WorkerInput } from './imported-event';
import { readCalendarEvents } from './read-calendar-events';

/** The own keys of the built-ins a parser could write onto: any change means the realm is polluted. */
function prototypesFingerprint(): string {
  return [Object.prototype, Object, Function.prototype, Array.prototype, String.prototype]
    .map((target) => Reflect.ownKeys(target).map(String).join(','))
    .join('|');
}

function answer(input: WorkerInput): WorkerAnswer {
  // This realm's `--disable-proto=delete` (not an option workers take): `object['__proto__'] = x`
  // then makes an own property instead of replacing or reaching a prototype. Done once everything
  // is loaded; node-ical and its dependencies read no `__proto__`.
  Reflect.deleteProperty(Object.prototype, '__proto__');
  const before = prototypesFingerprint();
  let result: WorkerAnswer;
  try {
    result = { events: readCalendarEvents(input.text, input.window) };
  } catch (error) {
    result = { failure: error instanceof ReadFailure ? error.reason : 'unreadable' };
  }
  // Whatever reached this realm's prototypes ends with the worker; the feed is refused all the same
  // (refusing its UIDs first should have made this impossible).
  if (prototypesFingerprint() !== before) return { failure: 'polluted' };
  return result;
}

if (parentPort) {
  parentPort.postMessage({ started: true });
  parentPort.postMessage(answer(workerData as WorkerInput));
}
