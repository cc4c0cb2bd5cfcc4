// The composition root of the resource engine: every resource served by the generic endpoints,
// by its API name (/api/{name}). The engine knows none of them; the domains define them.
import { bankResource } from "../domain/banks/bank-resource";
import { BOOKING_CONFIG_RESOURCES } from "../domain/booking/config-resources";
import { BOOKING_RESOURCES } from "../domain/booking/resources";
import { CONTENT_RESOURCES } from "../domain/content/resources";
import { agencyResource } from "../domain/crm/agency-resource";
import { customerResource } from "../domain/crm/customer-resource";
import { AGENCY_GROUP_RESOURCES } from "../domain/crm/agency-groups";
import { CREDIT_RESOURCES } from "../domain/crm/credit-resources";
import { CUSTOMER_GROUP_RESOURCES } from "../domain/crm/customer-groups";
import { FORM_RESOURCES } from "../domain/forms/form-resources";
import { GEO_RESOURCES } from "../domain/geo/resources";
import { HR_RESOURCES } from "../domain/hr/resources";
import { RESORT_RESOURCES } from "../domain/inventory/resort-resources";
import { ROOM_RESOURCES } from "../domain/inventory/room-resources";
import { copyRoom, saveRoom } from "../domain/inventory/save-room";
import { roomPriceResource } from "../domain/inventory/room-prices";
import { VESSEL_RESOURCES } from "../domain/inventory/vessel-resources";
import { TOUR_RESOURCES } from "../domain/tours/resources";
import { mailAccountResource } from "../domain/mail/mail-account-resource";
import { mailScheduleResource } from "../domain/mail/mail-schedule-resource";
import { MEDIA_RESOURCES } from "../domain/media/resources";
import { supplierResource } from "../domain/products/resources";
import { PRODUCT_RESOURCES } from "../domain/products/product-resources";
import { PRICING_RESOURCES } from "../domain/pricing/resources";
import { savedFilterResource } from "../domain/settings/saved-filters";
import { SETTINGS_RESOURCES } from "../domain/settings/resources";
import { USER_RESOURCES } from "../domain/users/resources";
import { WIDGET_RESOURCES } from "../domain/widget/resources";
import type { ResourceDef, UseCaseWrites } from "../resources/types";

export const RESOURCES = [
  customerResource,
  agencyResource,
  ...CUSTOMER_GROUP_RESOURCES,
  ...AGENCY_GROUP_RESOURCES,
  ...CREDIT_RESOURCES,
  savedFilterResource,
  ...USER_RESOURCES,
  ...GEO_RESOURCES,
  ...SETTINGS_RESOURCES,
  ...CONTENT_RESOURCES,
  ...BOOKING_CONFIG_RESOURCES,
  ...BOOKING_RESOURCES,
  ...HR_RESOURCES,
  supplierResource,
  ...MEDIA_RESOURCES,
  ...RESORT_RESOURCES,
  ...VESSEL_RESOURCES,
  ...ROOM_RESOURCES,
  roomPriceResource,
  ...TOUR_RESOURCES,
  ...PRICING_RESOURCES,
  ...PRODUCT_RESOURCES,
  ...WIDGET_RESOURCES,
  bankResource,
  ...FORM_RESOURCES,
  mailAccountResource,
  mailScheduleResource,
];

/** The name of a registered resource: a typo in a page is a compile error. */
export type ResourceName = (typeof RESOURCES)[number]["name"];

const byName = new Map<string, ResourceDef>(RESOURCES.map((r) => [r.name, r]));

/** The resource named in a path (any text), if registered. */
export function findResource(name: string): ResourceDef | undefined {
  return byName.get(name);
}

/** A registered resource by its (checked) name. */
export function resourceDef(name: ResourceName): ResourceDef {
  return byName.get(name)!;
}

/** Resources whose create, update and copy are use cases: the generic endpoints call these. */
const USE_CASE_WRITES: { readonly [N in ResourceName]?: UseCaseWrites } = {
  rooms: {
    create: (input, actor) => saveRoom(input, actor),
    update: (id, input, actor) => saveRoom({ ...input, id }, actor),
    copy: (id, actor) => copyRoom({ id }, actor),
  },
};

/** The use cases that write a resource's records, if it has them (else the engine writes). */
export function resourceUseCases(def: ResourceDef): UseCaseWrites | undefined {
  return USE_CASE_WRITES[def.name as ResourceName];
}
