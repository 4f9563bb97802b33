"use client";

import { DatabaseUnavailable } from "@/components/auth/database-unavailable";
import { SecondaryLink } from "@/components/ui/button";
import { AuthPage, Card } from "@/components/ui/card";
import { DATABASE_OUTAGE_DIGEST } from "@/lib/core/errors";

// The Spanish story page that could not be rendered: during a database outage, the words the
// admin screens use for it; otherwise a plain apology in Spanish.
export default function SpanishStoryError({ error }: { error: Error & { digest?: string } }) {
  if (error.digest === DATABASE_OUTAGE_DIGEST) return <DatabaseUnavailable />;
  return (
    <AuthPage>
      <Card title="Algo salió mal">
        <p className="mb-6 text-ink/80">No pudimos mostrar este cuento. Inténtalo de nuevo en un momento.</p>
        <SecondaryLink href="/es">Volver al cuento</SecondaryLink>
      </Card>
    </AuthPage>
  );
}
