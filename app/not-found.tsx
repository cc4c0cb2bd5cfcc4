import { NotFoundContent } from "@/components/shell/not-found-content";

/**
 * A page that called notFound() outside the staff area (the booking pages). It is
 * part of every page's root segment, so its client code loads everywhere: no staff frame here.
 * Unknown paths are app/(unknown), which keeps the drawer for a logged-in user. The widget, a
 * route handler, answers its own 404 (lib/page/widget-html.ts) with the same texts.
 */
export default function NotFound() {
  return (
    <main className="grid min-h-screen place-items-center px-4">
      <NotFoundContent />
    </main>
  );
}
