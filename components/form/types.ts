// What a page tells the form kit about each field: serializable, built on the server from the
// resource's screen (lib/resources/screen.ts).
export type { FieldSpec, FieldType, Option } from "@/lib/resources/screen";
