import { catchStopSignals } from './platform/stop-signals.ts';

// `npm start`. SIGINT and SIGTERM are caught before anything else is loaded, so a stop asked for
// at any moment, even while the modules load, is a clean stop with exit code 0 (server/serve.ts
// closes whatever it had opened); everything else is imported once the signals are caught.
const stopSignals = catchStopSignals();
const { serve } = await import('./serve.ts');
await serve(stopSignals);
