import type { MetadataRoute } from "next";

// The web app manifest (/manifest.webmanifest): name, colours and the icons of scripts/make-icons.ts.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Harbour",
    short_name: "Harbour",
    start_url: "/",
    display: "standalone",
    background_color: "#f8fafc",
    theme_color: "#0e7490",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
}
