// Every path no other page answers: a 404 inside app/(unknown)/layout.tsx.
import { notFound } from "next/navigation";

export default function UnknownPath(): never {
  notFound();
}
