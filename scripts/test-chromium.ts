// The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's headless shell of Chromium
// (/usr/bin/chromium-headless-shell), else Debian's /usr/bin/chromium, else Debian's chromium and
// chromium-headless-shell packages installed on the spot (as root or with passwordless sudo), else
// one line saying what to install. The headless shell is the Chromium build without the browser's
// own window and its user interface (the old headless mode, what Playwright itself uses for
// headless tests): the browser suite ran in 6.0 instead of 9.6 minutes with it on 2 cores, where
// the full browser's processes took most of the CPU. `decideChromium` is the pure decision (unit-tested),
// `ensureChromium` gathers the facts and carries the decision out.
import { spawn, spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, statSync } from "node:fs";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";
export const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export type ChromiumFacts = {
  /** CHROMIUM_PATH as the user set it (empty counts as unset) */
  chromiumPath?: string;
  /** an executable file is at this path */
  executable: (path: string) => boolean;
  uid: number;
  /** `sudo -n true` works: sudo without a password prompt */
  sudo: boolean;
  /** /etc/debian_version exists */
  debian: boolean;
  /** apt-get is on the PATH */
  aptGet: boolean;
};

export type ChromiumPlan =
  | { action: "use"; path: string }
  /**
   * run `commands` in order (argv lists), then `optional` (a failure there is no failure), then use
   * `path`; `message` announces it
   */
  | { action: "install"; path: string; commands: string[][]; optional: string[][]; message: string }
  | { action: "fail"; message: string };

const APT_INSTALL = ["install", "-y", "-qq", "--no-install-recommends"];
// wait for another apt/dpkg run (unattended upgrades, a parallel CI job) instead of failing at once
const APT_LOCK_WAIT = ["-o", "DPkg::Lock::Timeout=300"];

export function decideChromium(f: ChromiumFacts): ChromiumPlan {
  if (f.chromiumPath) {
    if (f.executable(f.chromiumPath)) return { action: "use", path: f.chromiumPath };
    // a path the user chose is never silently replaced by another browser
    return {
      action: "fail",
      message: `npm test: CHROMIUM_PATH=${f.chromiumPath} is not an executable file: point it at a Chromium, or unset it to use Debian's ${DEBIAN_CHROMIUM}.`,
    };
  }
  if (f.executable(DEBIAN_HEADLESS_SHELL)) return { action: "use", path: DEBIAN_HEADLESS_SHELL };
  if (f.executable(DEBIAN_CHROMIUM)) return { action: "use", path: DEBIAN_CHROMIUM };
  if (!f.debian || !f.aptGet) {
    return {
      action: "fail",
      message:
        "npm test: the browser tests need Chromium: install it with your system's package manager and run `CHROMIUM_PATH=/path/to/chromium npm test`.",
    };
  }
  const root = f.uid === 0;
  if (!root && !f.sudo) {
    return {
      action: "fail",
      message:
        "npm test: the browser tests need Debian's chromium: run `sudo apt-get install chromium` (or set CHROMIUM_PATH to another Chromium), then npm test again.",
    };
  }
  // sudo resets the environment, so the frontend setting goes on the command line
  const prefix = root
    ? ["env", "DEBIAN_FRONTEND=noninteractive"]
    : ["sudo", "-n", "env", "DEBIAN_FRONTEND=noninteractive"];
  return {
    action: "install",
    path: DEBIAN_HEADLESS_SHELL,
    commands: [
      [...prefix, "apt-get", ...APT_LOCK_WAIT, "update", "-qq"],
      [...prefix, "apt-get", ...APT_LOCK_WAIT, ...APT_INSTALL, "chromium"],
    ],
    // the faster headless shell where the package archive has it; chromium serves without it
    optional: [[...prefix, "apt-get", ...APT_LOCK_WAIT, ...APT_INSTALL, "chromium-headless-shell"]],
    message: `npm test: installing Debian's chromium (${root ? "" : "sudo "}apt-get install chromium chromium-headless-shell), this takes about 40 s…`,
  };
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

const succeeds = (cmd: string, args: string[]) =>
  spawnSync(cmd, args, { stdio: "ignore", timeout: 10_000 }).status === 0;

/** The last non-empty line a failed command printed, for a one-line message. */
function lastLine(out: string): string {
  return (
    out
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean)
      .slice(-1)[0] ?? "no output"
  );
}

/** Runs a command to its end: its exit status (null when it could not start) and its output. */
function runToEnd(cmd: string, args: string[]): Promise<{ status: number | null; out: string; error?: Error }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    child.on("error", (error) => resolve({ status: null, out, error }));
    child.on("close", (status) => resolve({ status, out }));
  });
}

/**
 * Finds or installs Chromium: its path, or the one line saying why there is none. It prints only
 * the announcement of an install. An install (about 20 s of downloading and unpacking) runs
 * beside the typecheck and lint, which is why this is asynchronous. HARBOUR_TEST_PRETEND (used
 * only to try this out by hand) takes `no-chromium` (Debian's chromium and headless shell count as
 * missing) and `no-root` (not root, no sudo).
 */
export async function ensureChromium(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ path: string } | { line: string }> {
  const pretend = new Set((env.HARBOUR_TEST_PRETEND ?? "").split(/[\s,]+/).filter(Boolean));
  const uid = pretend.has("no-root") ? 1000 : (process.getuid?.() ?? 1000);
  const debianChromium = (p: string) => p === DEBIAN_CHROMIUM || p === DEBIAN_HEADLESS_SHELL;
  const executable = (p: string) => !(pretend.has("no-chromium") && debianChromium(p)) && isExecutable(p);
  const debian = existsSync("/etc/debian_version");
  // sudo is asked only when an install is in question: it may log the attempt, or be slow
  const mayInstall =
    !env.CHROMIUM_PATH &&
    !executable(DEBIAN_CHROMIUM) &&
    !executable(DEBIAN_HEADLESS_SHELL) &&
    debian &&
    uid !== 0 &&
    !pretend.has("no-root");
  const plan = decideChromium({
    chromiumPath: env.CHROMIUM_PATH || undefined,
    executable,
    uid,
    sudo: mayInstall && succeeds("sudo", ["-n", "true"]),
    debian,
    aptGet: succeeds("sh", ["-c", "command -v apt-get"]),
  });
  if (plan.action === "use") return { path: plan.path };
  if (plan.action === "fail") return { line: plan.message };
  console.log(plan.message);
  for (const [cmd, ...args] of plan.commands) {
    const r = await runToEnd(cmd, args);
    if (r.status !== 0) {
      const why = r.error ? r.error.message : lastLine(r.out);
      // "apt-get update" or "apt-get install chromium", without the prefix and the options
      const words = args
        .slice(args.indexOf("apt-get") + 1)
        .filter((a, i, all) => !a.startsWith("-") && all[i - 1] !== "-o");
      return {
        line: `npm test: apt-get ${words.join(" ")} failed (${why}): install chromium yourself or set CHROMIUM_PATH, then npm test again.`,
      };
    }
  }
  for (const [cmd, ...args] of plan.optional) await runToEnd(cmd, args);
  // the full browser serves where the headless shell could not be installed
  if (isExecutable(plan.path)) return { path: plan.path };
  if (isExecutable(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM };
  return {
    line: `npm test: apt-get installed chromium, but ${DEBIAN_CHROMIUM} is still missing: set CHROMIUM_PATH to its executable.`,
  };
}
