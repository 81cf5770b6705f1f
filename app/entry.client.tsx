import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { rememberTypedText } from '~/utils/adopt-touched-state';

// What the visitor typed before the app started is theirs: hydration puts a text area's server
// text back, so it is remembered here and handed back after (app/utils/adopt-touched-state.ts).
rememberTypedText();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
