// The Node-only start-up of a serving process (instrumentation.ts loads it under the nodejs
// runtime only: the edge bundle of middleware must not see process.exit or signal handlers).
// Takes every request's address from its connection (not from what a client claims), opens the
// database now (takes the PGlite lock, fails fast with one line if the folder is locked or
// unreadable), starts the background work and closes the database cleanly on shutdown.
export async function registerNode() {
  const { env } = await import("./lib/core/env");
  const { installClientAddress, parseProxyTrust } = await import("./lib/http/client-address");
  try {
    const { TRUSTED_PROXIES, TRUSTED_PROXY_HOPS } = env();
    installClientAddress(parseProxyTrust(TRUSTED_PROXIES, TRUSTED_PROXY_HOPS));
  } catch (e) {
    console.error(`Start-up failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
  const { database } = await import("./lib/db/client");
  const { StartupError } = await import("./lib/db/errors");
  try {
    await database().ready();
  } catch (e) {
    console.error(`Start-up failed: ${e instanceof StartupError ? e.message : String(e)}`);
    process.exit(1);
  }
  // mail and other side effects that could not be delivered right after their commit
  const { startOutboxSweeper } = await import("./lib/composition/outbox");
  const stopSweeper = startOutboxSweeper();
  // options that expire, old idempotency keys
  const { startBackgroundJobs } = await import("./lib/composition/background");
  const stopJobs = startBackgroundJobs();
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    stopSweeper();
    stopJobs();
    await database()
      .close()
      .catch(() => {});
    process.exit(0);
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}
