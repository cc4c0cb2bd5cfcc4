// How `npm test` finds or installs Chromium (scripts/test-chromium.ts), decided from the facts
// of a machine: the user's CHROMIUM_PATH, Debian's chromium, root or sudo, Debian and apt-get.
import { describe, expect, it } from "vitest";
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, decideChromium, type ChromiumFacts } from "@/scripts/test-chromium";

/** A clean Debian machine as root: no Chromium anywhere, apt-get at hand. */
const machine = (over: Partial<ChromiumFacts> & { files?: string[] } = {}): ChromiumFacts => {
  const files = new Set(over.files ?? []);
  return { uid: 0, sudo: false, debian: true, aptGet: true, executable: (p) => files.has(p), ...over };
};

describe("decideChromium", () => {
  it("uses CHROMIUM_PATH when it points at an executable, even where Debian's exists", () => {
    expect(
      decideChromium(machine({ chromiumPath: "/opt/chrome/chrome", files: ["/opt/chrome/chrome", DEBIAN_CHROMIUM] })),
    ).toEqual({ action: "use", path: "/opt/chrome/chrome" });
  });

  it("refuses a CHROMIUM_PATH that is not there, naming it, instead of installing another", () => {
    const plan = decideChromium(machine({ chromiumPath: "/nonexistent", files: [DEBIAN_CHROMIUM] }));
    expect(plan.action).toBe("fail");
    expect(plan.action === "fail" && plan.message).toMatch(
      /^npm test: CHROMIUM_PATH=\/nonexistent is not an executable file: /,
    );
  });

  it("uses Debian's /usr/bin/chromium when it is installed", () => {
    expect(decideChromium(machine({ files: [DEBIAN_CHROMIUM], uid: 1000 }))).toEqual({
      action: "use",
      path: DEBIAN_CHROMIUM,
    });
  });

  it("prefers Debian's headless shell of Chromium when it is installed", () => {
    expect(decideChromium(machine({ files: [DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL], uid: 1000 }))).toEqual({
      action: "use",
      path: DEBIAN_HEADLESS_SHELL,
    });
    expect(decideChromium(machine({ files: [DEBIAN_HEADLESS_SHELL] }))).toEqual({
      action: "use",
      path: DEBIAN_HEADLESS_SHELL,
    });
  });

  it("installs Debian's chromium as root: apt-get update once, then a non-interactive install", () => {
    const plan = decideChromium(machine());
    // the tests then run in the headless shell installed beside it
    expect(plan).toMatchObject({ action: "install", path: DEBIAN_HEADLESS_SHELL });
    if (plan.action !== "install") throw new Error("no install");
    expect(plan.message).toBe(
      "npm test: installing Debian's chromium (apt-get install chromium chromium-headless-shell), this takes about 40 s…",
    );
    expect(plan.commands).toHaveLength(2);
    const [update, install] = plan.commands.map((c) => c.join(" "));
    expect(update).toMatch(/^env DEBIAN_FRONTEND=noninteractive apt-get .*\bupdate\b/);
    expect(install).toMatch(
      /^env DEBIAN_FRONTEND=noninteractive apt-get .*\binstall -y -qq --no-install-recommends chromium$/,
    );
    // the headless shell after it, on its own: an archive without it still gives chromium
    expect(plan.optional.map((c) => c.join(" "))).toEqual([
      expect.stringMatching(
        /^env DEBIAN_FRONTEND=noninteractive apt-get .*\binstall -y -qq --no-install-recommends chromium-headless-shell$/,
      ),
    ]);
  });

  it("installs through passwordless sudo when not root", () => {
    const plan = decideChromium(machine({ uid: 1000, sudo: true }));
    if (plan.action !== "install") throw new Error("no install");
    expect(
      [...plan.commands, ...plan.optional].every(
        (c) => c.slice(0, 4).join(" ") === "sudo -n env DEBIAN_FRONTEND=noninteractive",
      ),
    ).toBe(true);
    expect(plan.message).toContain("(sudo apt-get install chromium chromium-headless-shell)");
  });

  it("says what to install when it may not install: not root and no passwordless sudo", () => {
    expect(decideChromium(machine({ uid: 1000, sudo: false }))).toEqual({
      action: "fail",
      message:
        "npm test: the browser tests need Debian's chromium: run `sudo apt-get install chromium` (or set CHROMIUM_PATH to another Chromium), then npm test again.",
    });
  });

  it("asks for CHROMIUM_PATH off Debian or without apt-get, even as root", () => {
    for (const facts of [machine({ debian: false }), machine({ aptGet: false })]) {
      const plan = decideChromium(facts);
      expect(plan.action).toBe("fail");
      expect(plan.action === "fail" && plan.message).toContain("CHROMIUM_PATH=/path/to/chromium npm test");
    }
  });

  it("treats an empty CHROMIUM_PATH as unset", () => {
    expect(decideChromium(machine({ chromiumPath: "", files: [DEBIAN_CHROMIUM] }))).toEqual({
      action: "use",
      path: DEBIAN_CHROMIUM,
    });
  });

  it("says everything in one line", () => {
    const plans = [machine({ chromiumPath: "/x" }), machine({ uid: 1000 }), machine({ debian: false }), machine()].map(
      decideChromium,
    );
    for (const p of plans) if (p.action !== "use") expect(p.message).not.toContain("\n");
  });
});
