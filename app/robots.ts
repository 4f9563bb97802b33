import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/lib/core/env";

// Per request so the sitemap's address follows the configured PUBLIC_URL, not the build's.
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api/", "/login", "/register", "/forgot-password", "/reset-password", "/access-denied"] }],
    sitemap: `${env().publicUrl}/sitemap.xml`,
  };
}
