// The widget's pure rules: which origins may embed it, its slug, readable text on its colour, the
// embed snippet and the search a guest types into the widget.
import { describe, expect, it } from "vitest";
import { contrast, readableOnWhite, textOn } from "@/lib/domain/widget/colours";
import { normalizeOrigin, SLUG_PATTERN } from "@/lib/validation/web-addresses";
import {
  embedSnippet,
  HEIGHT_MESSAGE,
  HEIGHT_REPORT_SCRIPT,
  WIDGET_ROOT_ID,
  widgetUrl,
} from "@/lib/domain/widget/embed-snippet";
import { guestsOf, staySearch } from "@/lib/domain/widget/search";

describe("embedding origins", () => {
  it("normalises a plain http(s) origin the way browsers compare them", () => {
    expect(normalizeOrigin(" HTTPS://Shop.Example/ ")).toBe("https://shop.example");
    expect(normalizeOrigin("https://shop.example:443")).toBe("https://shop.example");
    expect(normalizeOrigin("http://localhost:8080")).toBe("http://localhost:8080");
    expect(normalizeOrigin("http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
  });
  it("refuses anything else: paths, queries, users, wildcards, other schemes, bare hosts", () => {
    for (const bad of [
      "https://shop.example/book",
      "https://shop.example?x=1",
      "https://shop.example#top",
      "https://user:pw@shop.example",
      "https://*.shop.example",
      "ftp://shop.example",
      "javascript:alert(1)",
      "shop.example",
      "https://",
      "https://shop example",
      "https://[::1]:8080",
      "https://shop.example:99999",
      "'self'",
    ])
      expect(normalizeOrigin(bad), bad).toBeNull();
  });
  it("slugs: lower-case letters, digits, single inner dashes, 1 to 64", () => {
    for (const ok of ["a", "coral-bay", "trip-2027", "x".repeat(64)]) expect(SLUG_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ["", "Coral", "-a", "a-", "a--b", "a b", "a/b", "ä", "x".repeat(65)])
      expect(SLUG_PATTERN.test(bad), bad).toBe(false);
  });
});

describe("colours", () => {
  it("text on the widget colour is always readable (4.5:1)", () => {
    for (const bg of [
      "#0e7490",
      "#ffff00",
      "#1d4ed8",
      "#f5f5f5",
      "#000000",
      "#ff7f50",
      "#777777",
      "#757575",
      "#808080",
    ])
      expect(contrast(bg, textOn(bg)), bg).toBeGreaterThanOrEqual(4.5);
  });
  it("the colour as text on white only when it is readable there", () => {
    expect(readableOnWhite("#1d4ed8")).toBe("#1d4ed8");
    expect(readableOnWhite("#ffff00")).not.toBe("#ffff00");
  });
});

describe("the embed snippet", () => {
  const snippet = embedSnippet({ appOrigin: "https://book.example/", slug: "coral-bay", title: 'Coral "Bay" <b>' });
  it("frames /widget/{slug} of this app and resizes it on the widget's message from that origin only", () => {
    expect(widgetUrl("https://book.example/", "coral-bay")).toBe("https://book.example/widget/coral-bay");
    expect(snippet).toContain('<iframe id="harbour-widget-coral-bay" src="https://book.example/widget/coral-bay"');
    expect(snippet).toContain('title="Coral &quot;Bay&quot; &lt;b&gt;"');
    expect(snippet).toContain('e.origin !== "https://book.example"');
    expect(snippet).toContain(`"${HEIGHT_MESSAGE}"`);
  });
  it("the resize script sets the frame's height from the message", () => {
    const script = /<script>([\s\S]*)<\/script>/.exec(snippet)![1];
    const frame = { style: { height: "480px" }, contentWindow: {} };
    let listener: (e: unknown) => void = () => {};
    new Function("window", "document", script)(
      { addEventListener: (_: string, fn: (e: unknown) => void) => (listener = fn) },
      { getElementById: () => frame },
    );
    listener({
      origin: "https://evil.example",
      source: frame.contentWindow,
      data: { type: HEIGHT_MESSAGE, height: 9 },
    });
    expect(frame.style.height).toBe("480px");
    listener({
      origin: "https://book.example",
      source: frame.contentWindow,
      data: { type: HEIGHT_MESSAGE, height: 612.4 },
    });
    expect(frame.style.height).toBe("613px");
  });
});

describe("the widget page's height report", () => {
  // the inline script as the browser runs it, in a window that is framed unless said otherwise
  const run = ({
    height,
    framed = true,
    observer = false,
  }: {
    height: () => number;
    framed?: boolean;
    observer?: boolean;
  }) => {
    const sent: [unknown, string][] = [];
    const onLoad: (() => void)[] = [];
    const observed: { el: unknown; fn: () => void }[] = [];
    const el = { getBoundingClientRect: () => ({ height: height() }) };
    const win: Record<string, unknown> = {
      addEventListener: (type: string, fn: () => void) => type === "load" && onLoad.push(fn),
      ...(observer && {
        ResizeObserver: class {
          constructor(readonly fn: () => void) {}
          observe(target: unknown) {
            observed.push({ el: target, fn: this.fn });
          }
        },
      }),
    };
    win.parent = framed ? { postMessage: (m: unknown, origin: string) => sent.push([m, origin]) } : win;
    const ids: string[] = [];
    const doc = { getElementById: (id: string) => (ids.push(id), el) };
    new Function("window", "document", HEIGHT_REPORT_SCRIPT)(win, doc);
    return { sent, onLoad, observed, el, ids };
  };

  it("posts the content's height, rounded up, and again only when it changes", () => {
    let height = 412.2;
    const { sent, onLoad, ids } = run({ height: () => height });
    expect(ids).toEqual([WIDGET_ROOT_ID]);
    onLoad.forEach((fn) => fn());
    height = 600;
    onLoad.forEach((fn) => fn());
    expect(sent).toEqual([
      [{ type: HEIGHT_MESSAGE, height: 413 }, "*"],
      [{ type: HEIGHT_MESSAGE, height: 600 }, "*"],
    ]);
  });
  it("follows the content's size where the browser can observe it", () => {
    let height = 300;
    const { sent, observed, el } = run({ height: () => height, observer: true });
    expect(observed.map((o) => o.el)).toEqual([el]);
    height = 0; // not laid out (yet): nothing to say
    observed[0].fn();
    height = 320;
    observed[0].fn();
    expect(sent.map(([m]) => (m as { height: number }).height)).toEqual([300, 320]);
  });
  it("says nothing when the page is not in a frame", () => {
    const { sent, onLoad } = run({ height: () => 300, framed: false, observer: true });
    expect(sent).toEqual([]);
    expect(onLoad).toEqual([]);
  });
});

describe("the widget's search", () => {
  const today = "2026-11-23";
  it("before a search: two weeks ahead, three nights, two guests", () => {
    expect(staySearch({}, today)).toEqual({ from: "2026-12-07", to: "2026-12-10", guests: 2, searched: false });
  });
  it("a valid stay is searched; guests are bounded", () => {
    expect(staySearch({ from: "2026-12-01", to: "2026-12-05", guests: "30" }, today)).toMatchObject({
      searched: true,
      guests: 12,
    });
    expect(guestsOf({ guests: "0" }, 1)).toBe(1);
    expect(guestsOf({ guests: "abc" }, 2)).toBe(2);
  });
  it("anything else becomes a message, never an error", () => {
    expect(staySearch({ from: "2026-02-30" }, today).problem).toBe("validation.dateFormat");
    expect(staySearch({ from: "yesterday" }, today).problem).toBe("validation.dateFormat");
    expect(staySearch({ from: "2026-11-01", to: "2026-11-05" }, today).problem).toBe("validation.dateInPast");
    expect(staySearch({ from: "2026-12-05", to: "2026-12-01" }, today).problem).toBe("validation.dateToAfterFrom");
    expect(staySearch({ from: "2026-12-01", to: "2027-06-01" }, today).problem).toBe("widgets.page.stayTooLong");
  });
});
