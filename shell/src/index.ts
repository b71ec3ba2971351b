// An async boundary before anything imports React, so Module Federation can set up the shared
// singletons (react, react-dom, react-router-dom, zustand) that the remotes will reuse.
void import('./bootstrap');
