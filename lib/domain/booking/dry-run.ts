// A change tried without keeping it: the use case runs in a transaction of its own that is then
// rolled back, so the answer (the booking's new price above all) is exactly what the change would
// give, computed by the same code and the same pricing engine, and nothing is saved, no number
// taken, no mail sent (after-commit steps never run). The booking page asks before a move or a
// rebook with the old and the new price this way.
import { transaction, type Tx } from "../../core/db";

class Undone<T> {
  constructor(readonly answer: T) {}
}

/** What `change` answers, with everything it wrote rolled back. */
export async function dryRun<T>(change: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    await transaction(async (tx) => {
      throw new Undone(await change(tx));
    });
  } catch (e) {
    if (e instanceof Undone) return e.answer as T;
    throw e;
  }
  /* c8 ignore next */
  throw new Error("dryRun: the change did not finish");
}
