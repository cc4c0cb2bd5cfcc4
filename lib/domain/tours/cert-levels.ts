// The certification levels a diver's requirements name, lowest first. A module of its own, without
// zod: the edit forms' inputs import it in the browser (dive-requirements.ts holds the schema).
export const CERT_LEVELS = ["OWD", "AOWD", "rescue", "divemaster", "instructor"] as const;
export type CertLevel = (typeof CERT_LEVELS)[number];
