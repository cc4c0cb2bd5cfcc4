"use client";
// A room or cabin with its beds in one form: the room's fields (from its screen) and the list of
// beds, saved together (POST /api/rooms or /api/rooms/{id} with `beds`).
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { FieldGrid, FormActions } from "../form/form-field";
import { CancelButton } from "../form/cancel-button";
import { DeleteButton } from "../form/delete-button";
import { FormStatus } from "../form/error-summary";
import { useOwnedFields } from "../form/owned-options";
import type { FieldSpec, Option } from "../form/types";
import { useSubmit } from "../form/use-submit";
import { Button } from "../ui/button";
import { Input, Options, Select } from "../ui/input";
import { toast } from "../ui/toast";

type Bed = {
  id?: number;
  internalId?: string | null;
  bedTypeId?: number | null;
  maxAge?: number | string | null;
  active?: boolean;
  visible?: boolean;
};

export function RoomForm({
  fields,
  initial,
  id,
  bedTypes,
  persons,
}: {
  fields: FieldSpec[];
  initial: Record<string, unknown>;
  id?: number;
  bedTypes: Option[];
  /** persons of each room type: a new room takes its type's when the type is chosen */
  persons?: Record<string, { max: number; min: number; default: number }>;
}) {
  const t = useTranslations("rooms");
  const tc = useTranslations("common");
  const router = useRouter();
  const form = useSubmit();
  const { submit, pending, errors } = form;
  const [values, setAll] = useState<Record<string, unknown>>(initial);
  const [beds, setBeds] = useState<Bed[]>(
    ((initial.beds as Bed[] | undefined) ?? []).length
      ? (initial.beds as Bed[])
      : Array.from({ length: Number(initial.availableBeds ?? 2) }, () => ({ active: true, visible: true })),
  );
  const setValues = (patch: Record<string, unknown>) => {
    const type = id === undefined && patch.roomTypeId != null ? persons?.[String(patch.roomTypeId)] : undefined;
    const fromType = type ? { maxNoOfPax: type.max, minNoOfPax: type.min, defaultNoOfPax: type.default } : {};
    setAll((v) => ({ ...v, ...fromType, ...patch }));
  };
  const setBed = (i: number, patch: Partial<Bed>) =>
    setBeds((list) => list.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  // room types and decks of the chosen resort or vessel only (the server refuses another's)
  const ownFields = useOwnedFields(fields, values, setValues);
  // each bed field's error under its own input; the row's own (a bed sold) under the first
  const bedError = (i: number, field?: string) =>
    field
      ? errors[`beds.${i}.${field}`]
      : (errors[`beds.${i}`] ?? errors[`beds.${i}.id`] ?? errors[`beds.${i}.internalId`]);
  const bedErrorText = (i: number, field?: string) =>
    bedError(i, field) ? <p className="text-xs text-error">{bedError(i, field)}</p> : null;

  async function remove() {
    const done = await submit(() => api(`/api/rooms/${id}`, { method: "DELETE" }), { success: null });
    if (!done) return;
    toast(tc("deleted"));
    router.push("/room/list");
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const body: Record<string, unknown> = {};
    for (const f of fields) if (values[f.name] !== undefined) body[f.name] = values[f.name];
    body.beds = beds.map((b) => ({
      ...(b.id ? { id: b.id } : {}),
      internalId: b.internalId || null,
      bedTypeId: b.bedTypeId || null,
      maxAge: b.maxAge === "" || b.maxAge == null ? null : b.maxAge,
      active: b.active !== false,
      visible: b.visible !== false,
    }));
    const saved = await submit(() => api<{ id: number }>(id ? `/api/rooms/${id}` : "/api/rooms", { body }));
    if (!saved) return;
    if (!id) router.push(`/room/${saved.data.id}`);
    else router.refresh();
  }

  return (
    <form onSubmit={save} noValidate className="space-y-6" data-testid="form-rooms">
      {/* what stops the save, each field named (a bed's fields under "Beds") */}
      <FormStatus
        form={form}
        labels={{ ...Object.fromEntries(fields.map((f) => [f.name, f.label])), beds: t("beds.title") }}
      />
      <FieldGrid fields={ownFields} values={values} setValues={setValues} errors={errors} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">{t("beds.title")}</legend>
        {errors.beds && <p className="text-sm text-error">{errors.beds}</p>}
        <table className="w-full text-sm" data-testid="beds">
          <thead className="text-left text-xs text-slate-500">
            <tr>
              <th className="py-1">{t("beds.internalId")}</th>
              <th>{t("beds.bedType")}</th>
              <th>{t("beds.maxAge")}</th>
              <th>{t("beds.active")}</th>
              <th>{t("beds.visible")}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {beds.map((b, i) => (
              <tr key={b.id ?? `new-${i}`} className="align-top" data-testid="bed-row">
                <td className="py-1 pr-2">
                  <Input
                    aria-label={t("beds.internalId")}
                    value={b.internalId ?? ""}
                    onChange={(e) => setBed(i, { internalId: e.target.value })}
                  />
                  {bedErrorText(i)}
                </td>
                <td className="pr-2">
                  <Select
                    aria-label={t("beds.bedType")}
                    value={b.bedTypeId ?? ""}
                    onChange={(e) => setBed(i, { bedTypeId: e.target.value ? Number(e.target.value) : null })}
                  >
                    <Options options={bedTypes} empty={tc("choose")} />
                  </Select>
                  {bedErrorText(i, "bedTypeId")}
                </td>
                <td className="w-24 pr-2">
                  <Input
                    aria-label={t("beds.maxAge")}
                    inputMode="numeric"
                    value={b.maxAge ?? ""}
                    onChange={(e) => setBed(i, { maxAge: e.target.value })}
                  />
                  {bedErrorText(i, "maxAge")}
                </td>
                <td className="pt-3">
                  <input
                    type="checkbox"
                    aria-label={t("beds.active")}
                    checked={b.active !== false}
                    onChange={(e) => setBed(i, { active: e.target.checked })}
                  />
                </td>
                <td className="pt-3">
                  <input
                    type="checkbox"
                    aria-label={t("beds.visible")}
                    checked={b.visible !== false}
                    onChange={(e) => setBed(i, { visible: e.target.checked })}
                  />
                </td>
                <td className="text-right">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setBeds((list) => list.filter((_, j) => j !== i))}
                    aria-label={t("beds.remove")}
                  >
                    ×
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setBeds((list) => [...list, { active: true, visible: true }])}
          data-testid="add-bed"
        >
          + {t("beds.add")}
        </Button>
      </fieldset>
      <FormActions pending={pending} label={id ? tc("save") : tc("create")}>
        <CancelButton fallback="/room/list" />
        {/* a room that bookings hold is not deleted: the server's 409 names them */}
        {id !== undefined && <DeleteButton onConfirm={remove} />}
      </FormActions>
    </form>
  );
}
