"use client";
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Input } from "../ui/input";

const DEFAULT_CENTER: [number, number] = [0, 120];

/** A map (Leaflet, OpenStreetMap tiles) to set a location by click or drag, with the coordinates as text. */
export function LocationPicker({
  latitude,
  longitude,
  onChange,
}: {
  latitude: string;
  longitude: string;
  onChange: (lat: string, lng: string) => void;
}) {
  const t = useTranslations("common");
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    if (!el.current || map.current) return;
    const has = latitude !== "" && longitude !== "";
    const m = L.map(el.current).setView(has ? [Number(latitude), Number(longitude)] : DEFAULT_CENTER, has ? 10 : 2);
    L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png", {
      maxZoom: 18,
      attribution: "© OpenStreetMap",
    }).addTo(m);
    m.on("click", (e: L.LeafletMouseEvent) => change.current(e.latlng.lat.toFixed(6), e.latlng.lng.toFixed(6)));
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const lat = Number(latitude);
    const lng = Number(longitude);
    if (latitude === "" || longitude === "" || !Number.isFinite(lat) || !Number.isFinite(lng)) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) marker.current = L.circleMarker([lat, lng], { radius: 8, color: "#0e7490" }).addTo(m);
    else marker.current.setLatLng([lat, lng]);
  }, [latitude, longitude]);

  return (
    <div className="space-y-2">
      <div ref={el} className="h-64 w-full rounded-md ring-1 ring-slate-200" data-testid="location-map" />
      <div className="grid grid-cols-2 gap-2">
        <Input
          aria-label={t("latitude")}
          placeholder={t("latitude")}
          value={latitude}
          onChange={(e) => onChange(e.target.value, longitude)}
          inputMode="decimal"
        />
        <Input
          aria-label={t("longitude")}
          placeholder={t("longitude")}
          value={longitude}
          onChange={(e) => onChange(latitude, e.target.value)}
          inputMode="decimal"
        />
      </div>
    </div>
  );
}
