// The local services of `npm start` and `npm run dev` run side by side: one failing never ends the others.
import { AsyncLocalStorage } from 'node:async_hooks';

// The name of the service whose code is running; its servers' callbacks inherit it.
const currentService = new AsyncLocalStorage();

function reportFailure(name, err, log, { stack = false } = {}) {
  log(`${name} failed: ${err?.message ?? err}`);
  if (stack && err?.stack) log(err.stack);
}

/** Starts service `name`; a start that throws is reported as `<name> failed: <message>` and gives null. */
export async function startService(name, start, log = console.error) {
  try {
    return await currentService.run(name, start);
  } catch (err) {
    reportFailure(name, err, log);
    return null;
  }
}

/**
 * An uncaught error or unhandled rejection is reported with the name of the service it came from (`runner` when it
 * came from none) and the process keeps serving: these are local development servers, each keeping its own state.
 */
export function guardServices(runner, log = console.error) {
  const report = (err) => reportFailure(currentService.getStore() ?? runner, err, log, { stack: true });
  process.on('uncaughtException', report);
  process.on('unhandledRejection', report);
}
