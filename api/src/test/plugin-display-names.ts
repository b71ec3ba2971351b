// Test set-up (jest `setupFiles`). fastify names each plugin it registers: a plugin without a display
// name (every route file autoload registers) is looked for among the `require.cache` entries. Under
// jest `require.cache` is a proxy over the module registry, thousands of entries each answered by a
// trap, and that scan took about a second of CPU per test app (one or more per test file). Every
// function here answers its own name as its display name instead, which is what fastify falls back to
// when the scan finds nothing (it never finds a route: its module exports `{ default }`). A plugin
// that sets its own (fastify-plugin does) keeps it.
const DISPLAY_NAME = Symbol.for('fastify.display-name');

Object.defineProperty(Function.prototype, DISPLAY_NAME, {
  configurable: true,
  get(this: { name?: string }) {
    return this.name || 'anonymous';
  },
  set(this: object, value: unknown) {
    Object.defineProperty(this, DISPLAY_NAME, {
      value,
      writable: true,
      configurable: true,
      enumerable: true,
    });
  },
});
