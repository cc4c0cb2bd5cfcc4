import { genericRoute } from "@/lib/http/resource-routes";

/** GET one, POST update, DELETE. */
export const GET = genericRoute("get");
export const POST = genericRoute("update");
export const DELETE = genericRoute("delete");
