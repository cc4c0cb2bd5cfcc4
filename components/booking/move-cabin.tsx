"use client";
// /schedules/movecabin/{id}: each cabin of the departure with its guests; a guest moves to another
// cabin (POST /api/schedules/movecabin/{id}); the server refuses taken cabins and the gender rule.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/client/api";
import { useSubmit } from "../form/use-submit";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Card, CardHeader } from "../ui/card";
import { Select } from "../ui/input";

type Guest = { bookingId: number; bookingNo: string | null; bookingRoomId: number; customerId: number; name: string };
type Cabin = { id: number; name: string; roomType: string; available: boolean; freeBedIds: number[]; guests: Guest[] };

export function MoveCabin({ scheduleId, cabins }: { scheduleId: number; cabins: Cabin[] }) {
  const t = useTranslations("bookingPages.moveCabin");
  const router = useRouter();
  const { submit, pending, message } = useSubmit();
  const [target, setTarget] = useState<Record<string, string>>({});
  return (
    <div className="space-y-3" data-testid="move-cabin">
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
        {cabins.map((c) => (
          <Card key={c.id}>
            <CardHeader title={`${c.name} · ${c.roomType}`} />
            <ul className="space-y-2 p-3 text-sm">
              {c.guests.length === 0 && <li className="text-slate-500">{t("empty")}</li>}
              {c.guests.map((g) => {
                const key = `${g.bookingRoomId}:${g.customerId}`;
                return (
                  <li key={key} className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{g.name}</span>
                    <span className="text-slate-500">{g.bookingNo}</span>
                    <Select value={target[key] ?? ""} onChange={(e) => setTarget({ ...target, [key]: e.target.value })}>
                      <option value="">{t("to")}</option>
                      {cabins
                        .filter((x) => x.id !== c.id && (x.available || x.freeBedIds.length > 0))
                        .map((x) => (
                          <option key={x.id} value={x.id}>
                            {x.name}
                          </option>
                        ))}
                    </Select>
                    <Button
                      type="button"
                      variant="secondary"
                      disabled={pending || !target[key]}
                      onClick={async () => {
                        const done = await submit(
                          () =>
                            api(`/api/schedules/movecabin/${scheduleId}`, {
                              body: {
                                bookingId: g.bookingId,
                                customerId: g.customerId,
                                fromBookingRoomId: g.bookingRoomId,
                                roomId: Number(target[key]),
                              },
                            }),
                          { success: t("moved") },
                        );
                        if (done) router.refresh();
                      }}
                    >
                      {t("move")}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </Card>
        ))}
      </div>
    </div>
  );
}
