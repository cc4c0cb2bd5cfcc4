import { NotFoundContent } from "@/components/shell/not-found-content";

/** The 404 of an unknown path, in the frame app/(unknown)/layout.tsx chose. */
export default function UnknownNotFound() {
  return <NotFoundContent />;
}
