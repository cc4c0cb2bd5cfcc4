// The two forms of the guests' booking flows (spec: /book/online and /book/resort, each with a
// -v2): "steps" shows one step at a time, each replacing the last; "onePage" keeps every part on
// one page, the guest's choices marked, the page scrolling to the next part (docs/decisions.md).
export type BookingFlow = "steps" | "onePage";
