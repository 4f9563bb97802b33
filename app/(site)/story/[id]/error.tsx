"use client";

import { DatabaseUnavailable } from "@/components/auth/database-unavailable";
import { SecondaryLink } from "@/components/ui/button";
import { AuthPage, Card } from "@/components/ui/card";
import { DATABASE_OUTAGE_DIGEST } from "@/lib/core/errors";

// A story page that could not be rendered: during a database outage, the words the admin
// screens use for it; otherwise a plain apology.
export default function StoryError({ error }: { error: Error & { digest?: string } }) {
  if (error.digest === DATABASE_OUTAGE_DIGEST) return <DatabaseUnavailable />;
  return (
    <AuthPage>
      <Card title="Something went wrong">
        <p className="mb-6 text-ink/80">This story could not be shown. Please try again in a moment.</p>
        <SecondaryLink href="/">Back to Story</SecondaryLink>
      </Card>
    </AuthPage>
  );
}
