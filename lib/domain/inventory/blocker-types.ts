// Room blocker types (spec part 2, section 4, in the spec's spelling): the blocker use cases, the
// constants endpoint and the blocker form share them.
export const BLOCKER_TYPES = ["Maintanance", "OutOfOrder", "Event"] as const;
export type BlockerType = (typeof BLOCKER_TYPES)[number];
