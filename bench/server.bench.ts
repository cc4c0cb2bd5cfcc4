// Server start-up time and the home page's time to first byte, for a logged-in user.
import { BASE, browserCookie, newBench, startServer, stopServer, type Suite } from "./harness";
import { publicInvoicePath } from "./finance.bench";

export async function serverSuites(): Promise<Suite[]> {
  const startup = newBench("server start-up (next start until GET /version answers)", {
    iterations: 5,
    time: 0,
    warmup: false,
  });
  startup.add("start-up", async () => {
    const { child } = await startServer();
    await stopServer(child);
  });
  await startup.run();

  const { child } = await startServer();
  try {
    const cookie = await browserCookie("admin@demo.test");
    const ttfb = newBench("home page, time to first byte (logged-in admin, large data set)");
    ttfb.add("GET /", async () => {
      const res = await fetch(`${BASE}/`, { headers: { cookie }, redirect: "manual" });
      if (res.status !== 200) throw new Error(`GET / answered ${res.status}`);
      await res.body?.cancel(); // first byte is in: fetch resolves on the response head
    });
    ttfb.add("GET /version", async () => {
      const res = await fetch(`${BASE}/version`);
      await res.body?.cancel();
    });
    // a guest opening an invoice from its link (no login: the token in the link), issue 37's target
    const invoicePath = publicInvoicePath;
    if (invoicePath)
      ttfb.add("GET /invoice/{id}?token= (public invoice, target 300 ms)", async () => {
        const res = await fetch(`${BASE}${invoicePath}`, { redirect: "manual" });
        if (res.status !== 200) throw new Error(`GET ${invoicePath} answered ${res.status}`);
        await res.body?.cancel();
      });
    await ttfb.run();
    return [
      { name: startup.name!, bench: startup },
      { name: ttfb.name!, bench: ttfb },
    ];
  } finally {
    await stopServer(child);
  }
}
