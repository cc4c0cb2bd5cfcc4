import pkg from "../../package.json";

// BUILD_TIME is fixed by next.config.mjs at build time; outside a build, the process start.
const started = Date.now();

/** { time, version }: when this build was made, and the product version. */
export function appVersion() {
  return { time: Number(process.env.BUILD_TIME) || started, version: pkg.version };
}
