"use client";
// The calculation panel's adjustments picked from lists: add a special (by its rules or
// regardless of them), book a product or add-on, apply or remove a commission, price a guest
// with a variant, pin or unpin a price, and take the payment plan from other terms of payment.
// Each row posts on its own and shows the server's answer beside it.
import { useTranslations } from "next-intl";
import { useState, type Dispatch, type SetStateAction } from "react";
import type { CalculationPanelData, PickLists } from "@/lib/page/booking-calculation";
import type { Option } from "@/lib/resources/screen";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Input, Options, Select } from "../ui/input";
import { useBookingWrite } from "./use-booking-write";

type Props = { bookingId: number; version: number };

/** One adjustment: a choice from a list, optional extra controls, a button. */
function PickRow(
  props: Props & {
    id: string;
    label: string;
    options: Option[];
    initial?: string;
    /** a first option meaning "none of them" */
    empty?: string;
    button: string;
    extra?: React.ReactNode;
    send: (value: string) => { path: string; method?: "POST" | "DELETE"; body?: Record<string, unknown> };
  },
) {
  const t = useTranslations("bookingCalculation.pick");
  const write = useBookingWrite(props.bookingId, props.version);
  const [value, setValue] = useState(props.initial ?? "");
  const chosen = value !== "" || props.empty !== undefined;
  return (
    <div className="min-w-0 space-y-2" data-testid={`calc-pick-${props.id}`}>
      <div className="flex flex-wrap items-end gap-2">
        <label className="min-w-56 flex-1 text-sm">
          <span className="block text-slate-600">{props.label}</span>
          <Select value={value} onValue={setValue} data-testid={`calc-pick-${props.id}-select`}>
            {props.empty !== undefined ? (
              <option value="">{props.empty}</option>
            ) : (
              <option value="">{t("choose")}</option>
            )}
            <Options options={props.options} />
          </Select>
        </label>
        {props.extra}
        <Button
          variant="secondary"
          disabled={write.pending || !chosen}
          onClick={() => {
            const { path, method, body } = props.send(value);
            void write.run(path, { method, body });
          }}
          data-testid={`calc-pick-${props.id}-run`}
        >
          {props.button}
        </Button>
      </div>
      {write.message && <Alert tone={write.message.tone}>{write.message.text}</Alert>}
    </div>
  );
}

type Extras = { quantity: string; optional: boolean };

/** The extra controls of a product or add-on: a fixed quantity and "only offered". */
function ProductExtras({
  id,
  extras,
  setExtras,
}: {
  id: string;
  extras: Extras;
  setExtras: Dispatch<SetStateAction<Extras>>;
}) {
  const t = useTranslations("bookingCalculation.pick");
  return (
    <>
      <label className="w-28 text-sm">
        <span className="block text-slate-600">{t("quantity")}</span>
        <Input
          inputMode="decimal"
          value={extras.quantity}
          placeholder={t("quantityRule")}
          onValue={(quantity) => setExtras((e) => ({ ...e, quantity }))}
          data-testid={`calc-pick-${id}-quantity`}
        />
      </label>
      <label className="flex h-10 items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={extras.optional}
          onChange={(e) => setExtras((x) => ({ ...x, optional: e.target.checked }))}
        />
        {t("optional")}
      </label>
    </>
  );
}

export function CalculationTools(props: Props & { pick: PickLists; chosen: CalculationPanelData["chosen"] }) {
  const t = useTranslations("bookingCalculation.pick");
  const [ignoreRules, setIgnoreRules] = useState(false);
  const [product, setProduct] = useState<Extras>({ quantity: "", optional: false });
  const [addon, setAddon] = useState<Extras>({ quantity: "", optional: false });
  const [variant, setVariant] = useState("");
  const productBody = (p: Extras) => ({
    ...(p.quantity.trim() ? { quantity: p.quantity.trim() } : {}),
    optional: p.optional,
  });
  const { pick, chosen } = props;
  const base = { bookingId: props.bookingId, version: props.version };
  const id = (v: number | null) => (v == null ? "" : String(v));
  return (
    <section className="space-y-3 border-t border-slate-200 px-4 py-4" aria-labelledby="calc-tools-title">
      <h3 id="calc-tools-title" className="text-sm font-semibold text-slate-900">
        {t("title")}
      </h3>
      <div className="grid max-w-4xl grid-cols-1 gap-4">
        {pick.specials.length > 0 && (
          <PickRow
            {...base}
            id="special"
            label={t("special")}
            options={pick.specials}
            button={t("addSpecial")}
            extra={
              <label className="flex h-10 items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" checked={ignoreRules} onChange={(e) => setIgnoreRules(e.target.checked)} />
                {t("ignoreRules")}
              </label>
            }
            send={(v) => ({ path: `special/${v}`, body: { ignoreRules } })}
          />
        )}
        {pick.products.length > 0 && (
          <PickRow
            {...base}
            id="product"
            label={t("product")}
            options={pick.products}
            button={t("addProduct")}
            extra={<ProductExtras id="product" extras={product} setExtras={setProduct} />}
            send={(v) => ({ path: `product/${v}`, body: productBody(product) })}
          />
        )}
        {pick.addons.length > 0 && (
          <PickRow
            {...base}
            id="addon"
            label={t("addon")}
            options={pick.addons}
            button={t("addAddon")}
            extra={<ProductExtras id="addon" extras={addon} setExtras={setAddon} />}
            send={(v) => ({ path: `addon/${v}`, body: productBody(addon) })}
          />
        )}
        {pick.commissions.length > 0 && (
          <PickRow
            {...base}
            id="commission"
            label={t("commission")}
            options={pick.commissions}
            initial={id(chosen.commissionId)}
            // "none" takes the booking's commission off; offered only while it has one
            empty={chosen.commissionId == null ? undefined : t("noCommission")}
            button={t("applyCommission")}
            send={(v) =>
              v === ""
                ? { path: `commission/${chosen.commissionId}`, method: "DELETE" }
                : { path: `commission/${v}`, body: {} }
            }
          />
        )}
        {pick.variants.length > 0 && pick.guests.length > 0 && (
          <PickRow
            {...base}
            id="variant"
            label={t("guest")}
            options={pick.guests}
            button={t("applyVariant")}
            extra={
              <label className="min-w-48 text-sm">
                <span className="block text-slate-600">{t("variant")}</span>
                <Select value={variant} onValue={setVariant} data-testid="calc-pick-variant-value">
                  <Options options={pick.variants} empty={t("variantByRules")} />
                </Select>
              </label>
            }
            send={(v) => {
              const [room, customer] = v.split(":");
              return {
                path: `variant/${room}/${customer}`,
                body: { variantId: variant === "" ? null : Number(variant) },
              };
            }}
          />
        )}
        {pick.prices.length > 0 && (
          <PickRow
            {...base}
            id="price"
            label={t("price")}
            options={pick.prices}
            initial={id(chosen.priceId)}
            // "chosen by the engine" unpins the pinned price; offered only while one is pinned
            empty={chosen.priceId == null ? undefined : t("enginePrice")}
            button={t("pinPrice")}
            send={(v) =>
              v === ""
                ? { path: `changePrice/${chosen.priceId}`, method: "DELETE" }
                : { path: `changePrice/${v}`, body: {} }
            }
          />
        )}
        <PickRow
          {...base}
          id="terms"
          label={t("terms")}
          options={pick.terms}
          initial={id(chosen.termsOfPaymentId)}
          empty={t("termsDefault")}
          button={t("applyTerms")}
          send={(v) => ({ path: "updatePaymentPolicy", body: { termsOfPaymentId: v === "" ? null : Number(v) } })}
        />
      </div>
    </section>
  );
}
