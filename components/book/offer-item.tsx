// One offer of the guest booking pages (a room type of a resort, a cabin of a departure): what it
// is, its price, and the link that chooses it; the chosen one is marked.
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";

export const CHOOSE_LINK = "rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700";

export function OfferItem(p: {
  chosen: boolean;
  /** the offer's price, written for the guest */
  price: string;
  href: string;
  /** the link's text: choose, or chosen */
  action: string;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <li aria-current={p.chosen ? "true" : undefined}>
      <Card className={cn("flex items-center justify-between p-4", p.chosen && "ring-2 ring-brand-600")}>
        <div>{p.children}</div>
        <div className="flex items-center gap-4">
          <span className="font-semibold">{p.price}</span>
          <a className={CHOOSE_LINK} href={p.href} data-testid={p.testId}>
            {p.action}
          </a>
        </div>
      </Card>
    </li>
  );
}
