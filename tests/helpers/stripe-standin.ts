// A stand-in of Stripe, started by a test (never the internet): the two API calls the app makes
// (create and read a Checkout Session), which the official SDK sends to `base`, and the hosted
// checkout page the guest's browser is sent to. Shared by the API test (tests/api/payments) and
// the browser test (tests/e2e/book-stripe), so both talk to the same Stripe.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type StandinSession = Record<string, unknown> & {
  id: string;
  url: string;
  payment_status: string;
  payment_intent: string | null;
  amount_total: number;
  currency: string | null;
  metadata: { bookingId: string };
};

export type StripeStandin = {
  /** where the app's Stripe provider sends its API calls (settings.apiBase) */
  base: string;
  /** the Checkout Sessions created, by id: a test may mark one paid */
  sessions: Map<string, StandinSession>;
  /** the form of each "create a Checkout Session" call, in order */
  forms: URLSearchParams[];
  close(): Promise<void>;
};

/**
 * `secretKey`: the only key the API accepts (401 otherwise); `idPrefix`: session ids are
 * `${idPrefix}1`, `${idPrefix}2`, ...; `onPaid`: the guest paid on the checkout page (Stripe would
 * send its webhook now), which then sends the guest to the session's success URL.
 */
export function startStripeStandin(o: {
  secretKey: string;
  idPrefix: string;
  onPaid?: (session: StandinSession) => void;
}): Promise<StripeStandin> {
  const sessions = new Map<string, StandinSession>();
  const returns = new Map<string, string>();
  const forms: URLSearchParams[] = [];
  let base = "";
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const json = (status: number, data: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(data));
      };
      const url = req.url ?? "";
      if (url.startsWith("/v1/") && req.headers.authorization !== `Bearer ${o.secretKey}`)
        return json(401, { error: { message: "bad key" } });
      if (req.method === "POST" && url === "/v1/checkout/sessions") {
        const form = new URLSearchParams(body);
        forms.push(form);
        const id = `${o.idPrefix}${sessions.size + 1}`;
        const s: StandinSession = {
          id,
          object: "checkout.session",
          url: `${base}/pay/${id}`,
          payment_status: "unpaid",
          payment_intent: null,
          amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
          currency: form.get("line_items[0][price_data][currency]"),
          client_reference_id: form.get("client_reference_id"),
          metadata: { bookingId: form.get("metadata[bookingId]") ?? "" },
        };
        sessions.set(id, s);
        returns.set(id, form.get("success_url") ?? "");
        return json(200, s);
      }
      const read = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url);
      if (req.method === "GET" && read && sessions.has(read[1])) return json(200, sessions.get(read[1]));
      // the hosted checkout page: the amount, and one button that pays
      const pay = /^\/pay\/([\w-]+)$/.exec(url);
      const s = pay && sessions.get(pay[1]);
      if (s && req.method === "GET") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(
          `<!doctype html><html lang="en"><title>Stand-in checkout</title><main><h1>Pay ${(s.amount_total / 100).toFixed(2)} ${String(s.currency).toUpperCase()}</h1>` +
            `<form method="post"><button>Pay now</button></form></main></html>`,
        );
      }
      if (s && req.method === "POST") {
        Object.assign(s, { payment_status: "paid", payment_intent: `pi_${s.id}` });
        o.onPaid?.(s);
        res.writeHead(303, { location: returns.get(s.id)!.replace("{CHECKOUT_SESSION_ID}", s.id) });
        return res.end();
      }
      json(404, { error: { message: "not found" } });
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({ base, sessions, forms, close: () => new Promise<void>((done) => server.close(() => done())) });
    }),
  );
}
