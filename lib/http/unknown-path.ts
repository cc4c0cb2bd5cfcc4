// A path under the API that names no endpoint (an unknown booking action, a path past the end of
// one) answers the error contract's JSON 404 for every method, like an unknown resource does,
// instead of Next's HTML error page. Mounted as catch-alls where the API's paths branch.
import { notFound } from "../core/errors";
import { errorResponse } from "./error-response";
import { localeOf } from "./route";
import { withApiSecurityHeaders } from "./security-headers";

const answer = async (req: Request) => withApiSecurityHeaders(errorResponse(notFound(), req, localeOf(req)), req);

export const unknownPath = {
  GET: answer,
  HEAD: answer,
  POST: answer,
  PUT: answer,
  PATCH: answer,
  DELETE: answer,
};
