// Runs once when the server starts. The work itself is Node-only (instrumentation-node.ts); the
// check on NEXT_RUNTIME lets the bundler leave it out of the edge bundle.
export async function register() {
  // `next build` loads this file too: only a serving process may open the data folder
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { registerNode } = await import("./instrumentation-node");
    await registerNode();
  }
}
