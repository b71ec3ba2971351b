// The shell's own global stylesheet, imported for its side effect (CSS Modules are declared by
// shared-ui's styles/declarations.d.ts, included by tsconfig.json).
declare module '*/page.css';
