"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { DataTable, type DataTableProps } from "../data-table/data-table";
import { CreditCorrection } from "../crm/credit-correction";
import { ResourceForm } from "../form/resource-form";
import type { FieldSpec } from "../form/types";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";

type Props = Omit<DataTableProps, "onRowClick" | "toolbar" | "emptyAction"> & {
  fields: FieldSpec[];
  /** values of a new record */
  defaults?: Record<string, unknown>;
  /** values a new record always gets without a field for them (the owner of an embedded list) */
  fixed?: Record<string, unknown>;
  title: string;
  canCreate: boolean;
  canEdit: boolean;
  /** absent: as canEdit (copy also needs canCreate) */
  canDelete?: boolean;
  idKey?: string;
  /** a ledger's rows are never edited: a row click offers its correction (a counter-movement) */
  correctable?: boolean;
};

/** A list whose rows open in a dialog form, with a "New" button: the master-data screens. */
export function TableEditor({
  fields,
  defaults,
  fixed,
  title,
  canCreate,
  canEdit,
  canDelete,
  idKey = "id",
  correctable,
  ...table
}: Props) {
  const t = useTranslations();
  const router = useRouter();
  const [editing, setEditing] = useState<{ id?: string; values: Record<string, unknown> } | null>(null);
  const [correcting, setCorrecting] = useState<Record<string, unknown> | null>(null);

  async function open(row: Record<string, unknown>) {
    const id = String(row[idKey]);
    // the list may carry fewer fields than the form: load the whole record
    const res = await api<Record<string, unknown>>(`/api/${table.resource}/${encodeURIComponent(id)}`);
    setEditing({ id, values: res.ok ? res.data : row });
  }

  const done = () => {
    setEditing(null);
    router.refresh();
  };
  const newButton = (testId: string) =>
    canCreate && (
      <Button size="sm" onClick={() => setEditing({ values: { ...defaults } })} data-testid={testId}>
        + {t("table.new")}
      </Button>
    );

  return (
    <>
      <DataTable
        {...table}
        onRowClick={
          canEdit ? (row) => void open(row) : correctable && canCreate ? (row) => setCorrecting(row) : undefined
        }
        toolbar={newButton("table-new")}
        emptyAction={newButton("table-empty-new")}
      />
      <Dialog open={!!editing} onOpenChange={(o) => !o && setEditing(null)}>
        {editing && (
          <DialogContent
            title={`${title}: ${editing.id ? t("table.edit") : t("table.new")}`}
            className="max-h-[90vh] w-[min(48rem,calc(100vw-2rem))] overflow-y-auto"
          >
            <ResourceForm
              key={editing.id ?? "new"}
              resource={table.resource}
              fields={fields}
              id={editing.id}
              initial={editing.values}
              fixed={fixed}
              deletable={canDelete ?? canEdit}
              copyable={canCreate}
              onDone={done}
              onCancel={() => setEditing(null)}
            />
          </DialogContent>
        )}
      </Dialog>
      {correctable && (
        <CreditCorrection resource={table.resource} row={correcting} onClose={() => setCorrecting(null)} />
      )}
    </>
  );
}
