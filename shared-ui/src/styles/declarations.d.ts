// CSS Modules: webpack's css-loader turns each `*.module.css` into an object of hashed class names
// (jest maps it to identity-obj-proxy). An app that compiles shared-ui sources needs the same
// declaration in its own program: a root `declarations.d.ts` (tsconfig includes `*.d.ts`) with these
// lines, or `"include": [..., "../shared-ui/src/styles/declarations.d.ts"]`.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

// The global stylesheet, imported for its side effect only.
declare module '*/tokens.css';
