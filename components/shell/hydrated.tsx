"use client";
import { useEffect } from "react";

/** Marks the document once React has hydrated, so browser tests click only live controls. */
export function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
