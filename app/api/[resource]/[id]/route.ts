import { genericRoute } from "@/lib/resources/http";

/** GET one, POST update, DELETE. */
export const GET = genericRoute("get");
export const POST = genericRoute("update");
export const DELETE = genericRoute("delete");
