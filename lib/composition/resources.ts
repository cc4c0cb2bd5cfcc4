// Every resource served by the generic engine, by its API name (/api/{name}).
import { BOOKING_CONFIG_RESOURCES } from "../domain/booking/config-resources";
import { CONTENT_RESOURCES } from "../domain/content/resources";
import { agencyResource } from "../domain/crm/agency-resource";
import { customerResource } from "../domain/crm/customer-resource";
import { CRM_EXTRA_RESOURCES } from "../domain/crm/group-resources";
import { GEO_RESOURCES } from "../domain/geo/resources";
import { HR_RESOURCES } from "../domain/hr/resources";
import { MEDIA_RESOURCES } from "../domain/media/resources";
import { supplierResource } from "../domain/products/resources";
import { SETTINGS_RESOURCES } from "../domain/settings/resources";
import { USER_RESOURCES } from "../domain/users/resources";
import type { ResourceDef } from "../resources/types";

export const RESOURCES: readonly ResourceDef[] = [
  customerResource, agencyResource, ...CRM_EXTRA_RESOURCES, ...USER_RESOURCES, ...GEO_RESOURCES, ...SETTINGS_RESOURCES,
  ...CONTENT_RESOURCES, ...BOOKING_CONFIG_RESOURCES, ...HR_RESOURCES, supplierResource, ...MEDIA_RESOURCES,
];

const byName = new Map(RESOURCES.map((r) => [r.name, r]));

export function findResource(name: string): ResourceDef | undefined {
  return byName.get(name);
}
