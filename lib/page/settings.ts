// What the settings screens load: a settings group's stored values and the backups on disk.
import "server-only";
import { listBackups } from "../domain/settings/backup";
import { readGroup } from "../domain/settings/group-settings";

/** A settings group's stored values (defaults filled in). */
export const settingsGroup = (group: string) => readGroup(group);

/** The backups on disk, newest first. */
export const backups = () => listBackups();
