import type { ReactNode } from "react";
import { Card, CardHeader } from "./card";

/**
 * A card holding one table: its header (title and actions) when titled, then the table's head and
 * body, or the line saying there is nothing to list. The table scrolls sideways, or as `scroll` says;
 * `region` names the scrolling box for keyboard and screen reader users.
 */
export function TableCard({
  title,
  actions,
  empty,
  head,
  children,
  className,
  testId,
  tableTestId,
  scroll = "overflow-x-auto",
  region,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  /** the line shown instead of the table when there is nothing to list */
  empty: string | false;
  /** the table's caption and head */
  head: ReactNode;
  /** the table's body */
  children: ReactNode;
  className?: string;
  testId?: string;
  tableTestId?: string;
  scroll?: string;
  region?: string;
}) {
  return (
    <Card className={className} data-testid={testId}>
      {title !== undefined && <CardHeader title={title} actions={actions} />}
      {empty ? (
        <p className="p-4 text-sm text-slate-600">{empty}</p>
      ) : (
        <div className={scroll} {...(region && { role: "region", "aria-label": region, tabIndex: 0 })}>
          <table className="w-full text-left text-sm" data-testid={tableTestId}>
            {head}
            {children}
          </table>
        </div>
      )}
    </Card>
  );
}
