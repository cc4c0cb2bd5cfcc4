// A user's notifications: listed for the bell, streamed to open pages as server-sent events.
import { db } from "../../core/db";
import { resolveToken } from "../../auth/session";

export async function listNotifications(userId: number, afterId = 0, take = 50) {
  const [items, unread] = await Promise.all([
    db().notification.findMany({
      where: { userId, id: { gt: afterId } },
      orderBy: { id: "desc" },
      take,
      select: { id: true, category: true, title: true, text: true, link: true, readAt: true, createdAt: true },
    }),
    db().notification.count({ where: { userId, readAt: null } }),
  ]);
  return { unread, items };
}

const POLL_MS = 15_000;

/**
 * text/event-stream: the current list, then new notifications as they arrive (polled, so every
 * app server sees them). The stream ends when the session does.
 */
export function notificationStream(userId: number, token: string, signal: AbortSignal): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new ReadableStream({
    async start(controller) {
      let lastId = 0;
      const send = (event: string, data: unknown) =>
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      const tick = async () => {
        if (signal.aborted) return;
        try {
          if ((await resolveToken(token)).user?.id !== userId) return controller.close();
          const batch = await listNotifications(userId, lastId);
          if (lastId === 0 || batch.items.length) send("notifications", batch);
          else controller.enqueue(encoder.encode(": keep-alive\n\n"));
          lastId = Math.max(lastId, ...batch.items.map((n) => n.id));
          timer = setTimeout(tick, POLL_MS);
        } catch {
          controller.close();
        }
      };
      signal.addEventListener("abort", () => {
        clearTimeout(timer);
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      });
      await tick();
    },
    cancel() {
      clearTimeout(timer);
    },
  });
}
