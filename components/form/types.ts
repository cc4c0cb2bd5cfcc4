// What a page tells the form kit about each field: serializable, built on the server.
export type FieldType =
  | "text" | "email" | "tel" | "url" | "number" | "decimal" | "textarea" | "password" | "select" | "checkbox" | "date" | "time"
  | "color" | "i18n" | "tags" | "multiselect" | "media" | "location" | "json";

export type Option = { value: string; label: string };

export type FieldSpec = {
  name: string;
  label: string;
  type?: FieldType;
  options?: Option[];
  required?: boolean;
  hint?: string;
  /** spans the whole row */
  wide?: boolean;
  /** the languages of an i18n field */
  langs?: readonly string[];
};
