import { DataDirLockedError, lockDataDir } from '../platform/db/data-dir-lock.ts';

// A process that takes DATA_DIR's lock (argv[2]) as the server does, prints `held` or `refused`
// with the message, and holds what it took until its standard input ends: the lock's tests start
// several at once on one folder and decide when they let go.
try {
  const lock = await lockDataDir(process.argv[2] ?? '');
  process.stdout.write(`held${lock.tookOverFrom ? ` after ${lock.tookOverFrom.pid}` : ''}\n`);
  process.stdin.resume();
  await new Promise((resolve) => process.stdin.once('end', resolve));
  await lock.release();
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  process.stdout.write(`refused ${error.message}\n`);
}
