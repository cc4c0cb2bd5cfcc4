import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/core/errors";
import { errorBody, toAppError } from "@/lib/http/error-response";

const req = new Request("http://localhost/api/bookings/5/cancell", { method: "POST" });

describe("the error body", () => {
  it("has {error, message, statusCode, path, method, description}", () => {
    expect(errorBody(new AppError("NOT_FOUND"), req, "en")).toEqual({
      error: "NotFound",
      message: "Not found.",
      statusCode: 404,
      path: "/api/bookings/5/cancell",
      method: "POST",
      description: "NOT_FOUND",
    });
  });

  it("403 gets description FORBIDDEN_RESSOURCE", () => {
    expect(errorBody(new AppError("FORBIDDEN"), req, "de")).toMatchObject({
      statusCode: 403,
      description: "FORBIDDEN_RESSOURCE",
      message: "Sie dürfen das nicht.",
    });
  });

  it("writes a calendar date in the message as the language does, and keeps it as YYYY-MM-DD in the details", () => {
    const taken = (locale: "en" | "de") =>
      errorBody(
        new AppError("CONFLICT", "errors.TAKEN_room", {
          values: { room: "101", from: "2026-12-15", to: "2026-12-18" },
          details: { from: "2026-12-15" },
        }),
        req,
        locale,
      );
    expect(taken("de").message).toBe("Zimmer 101 ist zwischen 15.12.2026 und 18.12.2026 schon gebucht.");
    expect(taken("en").message).toContain("Dec 15, 2026");
    expect(taken("en").details).toEqual({ from: "2026-12-15" });
  });

  it("449 keeps the server's message", () => {
    const body = errorBody(
      new AppError("RETRY_WITH", "The booking has open payments. Send force=true to cancel anyway."),
      req,
      "de",
    );
    expect(body).toMatchObject({
      statusCode: 449,
      message: "The booking has open payments. Send force=true to cancel anyway.",
    });
  });

  it("validation errors carry the failing fields", () => {
    const body = errorBody(
      new AppError("VALIDATION_ERROR", undefined, { fields: [{ path: "email", message: "E-mail must be valid" }] }),
      req,
      "en",
    );
    expect(body).toMatchObject({
      error: "ValidationError",
      statusCode: 400,
      fields: [{ path: "email", message: "E-mail must be valid" }],
    });
  });

  it("database conflicts become 409, unknown errors 500 without details", () => {
    expect(toAppError(Object.assign(new Error("x"), { code: "23P01" })).status).toBe(409);
    expect(toAppError(Object.assign(new Error("x"), { code: "23503" }), "DELETE").code).toBe("STILL_REFERENCED");
    expect(toAppError(Object.assign(new Error("x"), { code: "23503" }), "POST").code).toBe("VALIDATION_ERROR");
    const internal = errorBody(toAppError(new Error("secret stack detail")), req, "en");
    expect(internal).toMatchObject({ statusCode: 500, message: "An unknown error occured" });
    expect(JSON.stringify(internal)).not.toContain("secret stack detail");
  });
});
