"use client";
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Alert } from "../ui/alert";
import { Input } from "../ui/input";

const DEFAULT_CENTER: [number, number] = [0, 120];
// no tile within this time: the map is treated as unavailable (a blocked or very slow network)
const TILE_TIMEOUT_MS = 8000;

/**
 * A map (Leaflet, OpenStreetMap tiles) to set a location by click, and latitude and longitude as
 * labelled fields. Without a network (no tile loads) it says so; the fields keep working.
 */
export function LocationPicker({
  latitude,
  longitude,
  onChange,
  errors = {},
}: {
  latitude: string;
  longitude: string;
  onChange: (lat: string, lng: string) => void;
  errors?: { latitude?: string; longitude?: string };
}) {
  const t = useTranslations("common");
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    if (!el.current || map.current) return;
    const has = latitude !== "" && longitude !== "";
    const m = L.map(el.current, { keyboard: true }).setView(
      has ? [Number(latitude), Number(longitude)] : DEFAULT_CENTER,
      has ? 10 : 2,
    );
    m.attributionControl.setPrefix(false);
    let loaded = false;
    const tiles = L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png", {
      maxZoom: 18,
      attribution:
        '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">OpenStreetMap</a>',
    }).addTo(m);
    tiles.on("tileload", () => {
      loaded = true;
      setOffline(false);
    });
    tiles.on("tileerror", () => !loaded && setOffline(true));
    const timer = setTimeout(() => !loaded && setOffline(true), TILE_TIMEOUT_MS);
    if (typeof navigator !== "undefined" && navigator.onLine === false) setOffline(true);
    const goesOffline = () => setOffline(true);
    window.addEventListener("offline", goesOffline);
    m.on("click", (e: L.LeafletMouseEvent) => change.current(e.latlng.lat.toFixed(6), e.latlng.lng.toFixed(6)));
    map.current = m;
    return () => {
      clearTimeout(timer);
      window.removeEventListener("offline", goesOffline);
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

  const coordinate = (name: "latitude" | "longitude", value: string, set: (v: string) => void) => (
    <div className="space-y-1">
      <label htmlFor={`field-${name}`} className="block text-sm text-slate-700">
        {t(name)}
      </label>
      <Input
        id={`field-${name}`}
        value={value}
        onChange={(e) => set(e.target.value)}
        inputMode="decimal"
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `field-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`field-${name}-error`} className="text-sm text-error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <div className="space-y-2">
      {offline && (
        <Alert tone="info" data-testid="map-offline">
          {t("mapOffline")}
        </Alert>
      )}
      <div
        ref={el}
        className="h-64 w-full rounded-md ring-1 ring-slate-200"
        data-testid="location-map"
        data-offline={offline || undefined}
        role="application"
        aria-label={t("mapLabel")}
      />
      <div className="grid grid-cols-2 gap-2">
        {coordinate("latitude", latitude, (v) => onChange(v, longitude))}
        {coordinate("longitude", longitude, (v) => onChange(latitude, v))}
      </div>
    </div>
  );
}
