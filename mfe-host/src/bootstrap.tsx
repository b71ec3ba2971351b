// Standalone entry (`npm run dev -w mfe-host`, or the built index.html): the slice inside the dev
// harness, which provides the real shell contract. The shell never loads this file, only ./App.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevHarness } from '@shoreline/shared-ui/shell/DevHarness';
import App from './App';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <DevHarness remote="host" App={App} />
    </StrictMode>,
  );
}
