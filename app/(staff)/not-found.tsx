import { NotFoundContent } from "@/components/shell/not-found-content";

/** A record that does not exist (or is not the caller's): the 404 inside the staff frame. */
export default function StaffNotFound() {
  return <NotFoundContent />;
}
