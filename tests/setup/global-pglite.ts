import { migrateTemplate } from "./global-db";
export default () => migrateTemplate("pglite");
