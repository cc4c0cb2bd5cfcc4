// Set-up that respects the operator's time: three rooms of a type added in one step from a name
// pattern (previewed before saving, persons from the type), a price that says it is a Draft and is
// activated from its page, the hint on the price list, and the demo's lists to print.
import { expect, test } from "@playwright/test";
import { ADMIN_STATE, hydrated, SAME_ORIGIN, setLanguage } from "./helpers";

test.use({ storageState: ADMIN_STATE });

test("adds three rooms of a type in one step and sees them in the resort's rooms", async ({ page }) => {
  await setLanguage(page.context(), "en");
  const resort = (await (await page.request.get("/api/resort?size=1")).json()).data[0];
  await page.goto(`/resort/${resort.id}?tab=rooms`);
  await hydrated(page);
  await page.getByTestId("bulk-rooms-open").click();
  const dialog = page.getByTestId("bulk-rooms");
  // the resort's own room types only; the first one
  const type = dialog.getByLabel("Room or cabin type");
  const first = await type.locator("option").nth(1).getAttribute("value");
  await type.selectOption(first!);
  await dialog.getByLabel("Names").fill("E2E-{n}");
  await dialog.getByLabel("How many", { exact: true }).fill("3");
  await dialog.getByLabel("Start number", { exact: true }).fill("7");
  // the names before anything is saved
  await expect(dialog.getByTestId("bulk-name")).toHaveText(["E2E-7", "E2E-8", "E2E-9"]);
  await expect(dialog.getByTestId("bulk-rooms-preview")).toContainText("3 new rooms");
  await dialog.getByTestId("bulk-rooms-submit").click();
  await expect(page.getByText("3 rooms created")).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const name of ["E2E-7", "E2E-8", "E2E-9"])
    await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
  // persons from the room type
  const roomType = await (await page.request.get(`/api/roomtypes/${first}`)).json();
  const rooms = (await (await page.request.get(`/api/rooms?search=E2E-&size=10`)).json()).data;
  expect(rooms.map((r: { name: string }) => r.name).sort()).toEqual(["E2E-7", "E2E-8", "E2E-9"]);
  for (const r of rooms) expect(r.maxNoOfPax).toBe(roomType.maxNoOfPax);

  // the same names again: refused, naming them, nothing created
  await page.getByTestId("bulk-rooms-open").click();
  await type.selectOption(first!);
  await dialog.getByLabel("Names").fill("E2E-{n}");
  await dialog.getByLabel("How many", { exact: true }).fill("2");
  await dialog.getByLabel("Start number", { exact: true }).fill("9");
  await dialog.getByTestId("bulk-rooms-submit").click();
  await expect(dialog.getByRole("alert")).toContainText("E2E-9");
  expect((await (await page.request.get(`/api/rooms?search=E2E-&size=10`)).json()).total).toBe(3);
});

test("the price list says a Draft sells nothing, and a draft price is activated from its page", async ({ page }) => {
  await setLanguage(page.context(), "en");
  await page.goto("/price");
  await expect(page.getByTestId("price-draft-hint")).toContainText("sells nothing until it is activated");
  const demo = await (await page.request.get("/api/price/1")).json();
  const created = await page.request.post("/api/price", {
    headers: SAME_ORIGIN,
    data: { name: "E2E draft", type: "resort", resortId: demo.resortId },
  });
  const { id, status } = await created.json();
  expect(status).toBe("draft");
  await page.goto(`/price/${id}`);
  await hydrated(page);
  await expect(page.getByTestId("price-status")).toContainText("This price is a Draft");
  await page.getByTestId("price-activate").click();
  await expect(page.getByTestId("price-status")).toContainText("This price is Active");
  expect((await (await page.request.get(`/api/price/${id}`)).json()).status).toBe("active");
});

test("the demo has vessel lists to print, in the user's language", async ({ page }) => {
  await setLanguage(page.context(), "de");
  await page.goto("/vessellist");
  await expect(page.getByRole("cell", { name: "Passagierliste" })).toBeVisible();
  // (the kind "crew" reads "Crewliste" too: the saved list's name is the one named so exactly once)
  await expect(page.getByRole("cell", { name: "Liste für den Hafenmeister" })).toBeVisible();
});
