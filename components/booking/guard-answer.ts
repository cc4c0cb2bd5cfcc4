// A guard's 409 on check-in or check-out (issue 39, "guards that ask"; issue 40, divers'
// eligibility) and the body flag that answers it with a reason: `override` for a diver who does
// not meet the trip's requirements, `confirm` for the others (an early check-in, money open). An
// answered question may lead to the next (an early check-in of an ineligible diver): the flags add up.
export type GuardDetails = { confirmable?: boolean; override?: boolean; reason?: string };

export type GuardFlags = { confirm?: true; override?: true };

/** The flags that answer this 409 on top of those already sent; null: not a question, or asked again. */
export function answerFlags(details: unknown, sent: GuardFlags): GuardFlags | null {
  const d = details as GuardDetails | undefined;
  if (!d?.confirmable) return null;
  const flag = d.override ? "override" : "confirm";
  return sent[flag] ? null : { ...sent, [flag]: true };
}
