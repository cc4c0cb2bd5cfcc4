// The browser gets only the texts its page's client components read (issue 43, page weight): the
// lists of lib/i18n/client-messages.json must be what the source reads (scripts/client-messages.ts
// finds it), or a page shows a key instead of its text (and fails the browser tests, which throw
// on a missing text) or carries texts it never shows.
import { createTranslator } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { clientIntlErrors } from "@/lib/i18n/client-errors";
import { FRAME_MESSAGES, LAYOUT_MESSAGES, ROOT_MESSAGES } from "@/lib/i18n/client-messages";
import { pick } from "@/lib/i18n/pick";
import en from "@/messages/en.json";
import { clientMessagePaths, expectedMessages, messageBytes } from "@/scripts/client-messages";

describe("the texts each staff page sends to the browser", () => {
  it("are the ones its client components read (else: npm run gen:messages)", () => {
    const expected = expectedMessages();
    expect(expected.problems).toEqual([]);
    expect({ root: ROOT_MESSAGES, frame: FRAME_MESSAGES, layouts: LAYOUT_MESSAGES }).toEqual({
      root: expected.root,
      frame: expected.frame,
      layouts: expected.layouts,
    });
  });

  it("finds what a client component reads: its namespace, a part of one, keys of a translator without one", () => {
    // the booking list: a namespaced translator (bookingDrawer), a part (bookingPages.actions of
    // the drawer's actions) and a dialog's texts; no validation keys, its forms' errors come
    // translated from the server
    const list = clientMessagePaths(["app/(staff)/booking/list/page.tsx"]);
    expect([...list.keys()]).toEqual(
      expect.arrayContaining(["bookingDrawer", "bookingPages.actions", "bookingCancellation"]),
    );
    expect(list.has("bookingPages")).toBe(false);
    expect(list.has("validation")).toBe(false);
    // a form that checks in the browser gets the validation keys the zod error map hands on
    expect(clientMessagePaths(["components/tours/copy-season.tsx"]).get("validation")).toBe(
      "lib/validation/zod-errors.ts",
    );
    // the drawer's breadcrumbs build nav keys (t(`nav.${key}`)) with a translator without a namespace
    expect(clientMessagePaths(["components/shell/breadcrumbs.tsx"]).get("nav")).toBe(
      "components/shell/breadcrumbs.tsx",
    );
    // a server component's own texts are not the browser's
    expect(clientMessagePaths(["components/shell/not-found-content.tsx"]).size).toBe(0);
  });

  it("keep most of the catalogue on the server", () => {
    const whole = messageBytes(Object.keys(en));
    for (const [dir, paths] of Object.entries(LAYOUT_MESSAGES))
      expect(messageBytes([...FRAME_MESSAGES, ...paths]), dir).toBeLessThan(whole / 3);
  });
});

describe("pick", () => {
  const messages = { a: { b: { c: "1", d: "2" }, e: "3" }, f: "4", g: { h: "5" } };

  it("takes namespaces and parts of them, with the objects around a part", () => {
    expect(pick(messages, ["a.b.c", "a.e", "g"])).toEqual({ a: { b: { c: "1" }, e: "3" }, g: { h: "5" } });
    expect(pick(messages, ["x.y", "f"])).toEqual({ f: "4" });
  });

  it("takes a namespace whole when a part of it is asked for too, and leaves the messages as they were", () => {
    const before = structuredClone(messages);
    expect(pick(messages, ["a.b.c", "a"])).toEqual({ a: messages.a });
    expect(messages).toEqual(before);
  });
});

describe("the browser's provider of texts", () => {
  const translate = (strict: boolean, key: string) =>
    createTranslator({
      locale: "en",
      messages: { common: { save: "Save" } },
      namespace: "common",
      onError: clientIntlErrors(strict),
    })(key as never);

  it("under STRICT_I18N fails on a text the page did not pass, so the browser tests catch it", () => {
    expect(translate(true, "save")).toBe("Save");
    expect(() => translate(true, "cancel")).toThrow(/MISSING_MESSAGE/);
  });

  it("otherwise shows the key and logs, as before", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(translate(false, "cancel")).toBe("common.cancel");
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
