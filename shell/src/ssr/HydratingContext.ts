// Whether a component mounting now is part of hydrating the server's markup: true from hydrateRoot
// until the root's first commit (App flips it). A ref, not a value: flipping it must re-render
// nothing, since an update that reaches a Suspense boundary still waiting to hydrate (a remote whose
// code is on its way) makes React drop the server's HTML there. Read it once, at mount.
import { createContext } from 'react';

export const HydratingContext = createContext<{ current: boolean }>({ current: false });
