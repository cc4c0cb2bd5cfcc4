// GET /api/payments/history: the spec's name for the payment list (as GET /api/payments).
import { GET as list } from "../route";

export const GET = list;
