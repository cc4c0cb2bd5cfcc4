// The booking wizard's state as its unit tests start it: the reducer run over actions, a resort
// stay with nothing chosen yet, a room as the room step offers it.
import { initialWizard, wizardReducer, type WizardAction, type WizardState } from "@/components/booking/wizard/state";

/** The state after `actions`, one after the other, as the steps dispatch them. */
export const runWizard = (s: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, s);

/** Three nights at resort 1 (10 to 13 February 2031), nothing chosen yet. */
export const resortWizard = initialWizard({
  type: "resort",
  resortId: 1,
  dateFrom: "2031-02-10",
  dateTo: "2031-02-13",
});

/** Room `id` as the room step offers it. */
export const wizardRoom = (id: number) => ({ id, name: `Room ${id}` });
